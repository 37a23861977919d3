/**
 * The reply composer of a thread page with its form, loaded after the thread shows (the form
 * library is not needed to read a thread). The login modal is loaded on first use.
 */
import { flushSync } from 'react-dom';
import { lazy, Suspense, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { newestReplyId, useOutboxSender } from '@forum/api';
import { threadText as t } from '../messages.ts';
import { ReplyComposer } from './ReplyComposer.tsx';
import { withQuote } from './replyForm.ts';
import type { ReplyLoginMachine } from './replyLogin.ts';
import type { ThreadPost } from '../ReplyList/threadTree.ts';
import { useReplyComposer } from './useReplyComposer.ts';

const LoginDialogScreen = lazy(() =>
  import('./LoginDialogScreen.tsx').then((module) => ({ default: module.LoginDialogScreen })),
);

/** The commands the page gives the composer (through its `ref`). */
export interface ComposerHandle {
  /** A Reply button: the composer answers `post` (its author @mentioned), and takes focus. */
  replyTo: (post: ThreadPost) => void;
  /** 'Quote': `text` by `author` is added to what is typed, and the composer takes focus. */
  quote: (author: string, text: string) => void;
  /** Brings the field into view and focuses it. */
  focus: () => void;
}

export interface ThreadComposerProps {
  threadId: number;
  signedIn: boolean;
  /** The new reply's id, once the thread has been refetched with it. */
  onPosted: (postId: number | undefined) => void;
  /** Logging in to post, kept above the composer (see useReplyComposer). */
  login: ReplyLoginMachine;
  /** The thread's replies (a reply kept offline is looked for after the newest of them). */
  posts?: readonly ThreadPost[];
  ref?: Ref<ComposerHandle>;
}

export function ThreadComposer({
  threadId,
  signedIn,
  onPosted,
  login,
  posts,
  ref,
}: ThreadComposerProps) {
  const afterPostId = newestReplyId(posts);
  const composer = useReplyComposer({ threadId, signedIn, onPosted, login, afterPostId });
  // What the outbox keeps (of any thread) goes when the network returns or the person logs in.
  useOutboxSender();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const { startReplyTo, form } = composer;
  useImperativeHandle(ref, () => {
    const focus = () => {
      const field = textareaRef.current;
      field?.scrollIntoView({ block: 'center' });
      field?.focus({ preventScroll: true });
    };
    /** Focus with the caret after the text just written into the box (the mention, the quote). */
    const focusAtEnd = () => {
      focus();
      const field = textareaRef.current;
      field?.setSelectionRange(field.value.length, field.value.length);
    };
    return {
      replyTo: (post) => {
        // In the page before the caret is placed (the box may also be a new one by then).
        flushSync(() => startReplyTo(post, post.author?.name?.trim() || t.anonymous));
        focusAtEnd();
      },
      quote: (author, text) => {
        flushSync(() =>
          form.setFieldValue('text', withQuote(textareaRef.current?.value ?? '', author, text)),
        );
        focusAtEnd();
      },
      focus,
    };
  }, [startReplyTo, form]);
  // The modal's code loads the first time it opens, and stays for its closing.
  const [loginWanted, setLoginWanted] = useState(false);
  if (composer.loginOpen && !loginWanted) setLoginWanted(true);
  return (
    <>
      <ReplyComposer
        form={form}
        onPost={composer.post}
        signedIn={signedIn}
        onReplyToThread={composer.replyToThread}
        onCancel={composer.cancel}
        status={composer.status}
        textareaRef={textareaRef}
      />
      {loginWanted && (
        <Suspense fallback={null}>
          <LoginDialogScreen
            open={composer.loginOpen}
            onClose={composer.closeLogin}
            onLoggedIn={composer.loggedIn}
          />
        </Suspense>
      )}
    </>
  );
}
