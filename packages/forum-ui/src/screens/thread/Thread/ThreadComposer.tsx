/**
 * The reply composer of a thread page with its form, loaded after the thread shows (the form
 * library is not needed to read a thread). The login modal is loaded on first use.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { threadText as t } from '../../../messages/thread.ts';
import { ReplyComposer } from './ReplyComposer.tsx';
import { withQuote } from './replyForm.ts';
import type { ThreadPost } from './threadTree.ts';
import { useReplyComposer } from './useReplyComposer.ts';

const LoginDialogScreen = lazy(() =>
  import('./LoginDialogScreen.tsx').then((module) => ({ default: module.LoginDialogScreen })),
);

/** A Reply button was chosen: the composer answers `post`; a new `request` repeats it. */
export interface ReplyToRequest {
  post: ThreadPost;
  request: number;
}

/** 'Quote' was chosen: `text` by `author` goes into the composer. */
export interface QuoteRequest {
  author: string;
  text: string;
  request: number;
}

export interface ThreadComposerProps {
  threadId: number;
  signedIn: boolean;
  replyTo?: ReplyToRequest;
  quote?: QuoteRequest;
  /** The new reply's id, once the thread has been refetched with it. */
  onPosted: (postId: number | undefined) => void;
}

export function ThreadComposer({
  threadId,
  signedIn,
  replyTo,
  quote,
  onPosted,
}: ThreadComposerProps) {
  const composer = useReplyComposer({ threadId, signedIn, onPosted });
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const { startReplyTo } = composer;
  const request = replyTo?.request;
  const post = replyTo?.post;
  useEffect(() => {
    if (request === undefined || !post) return;
    startReplyTo(post, post.author?.name?.trim() || t.anonymous);
    const field = textareaRef.current;
    field?.scrollIntoView({ block: 'center' });
    field?.focus({ preventScroll: true });
    // A new request only: the post object changes with every refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);
  const { setValue } = composer.form;
  const quoteRequest = quote?.request;
  useEffect(() => {
    if (quoteRequest === undefined || !quote) return;
    const field = textareaRef.current;
    setValue('text', withQuote(field?.value ?? '', quote.author, quote.text));
    field?.scrollIntoView({ block: 'center' });
    field?.focus({ preventScroll: true });
    // A new request only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quoteRequest]);
  // The modal's code loads the first time it opens, and stays for its closing.
  const [loginWanted, setLoginWanted] = useState(false);
  if (composer.loginOpen && !loginWanted) setLoginWanted(true);
  return (
    <>
      <ReplyComposer
        form={composer.binding}
        signedIn={signedIn}
        onReplyToThread={composer.replyToThread}
        onCancel={composer.cancel}
        status={composer.status}
        draftSavedAt={composer.form.draftSavedAt}
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
