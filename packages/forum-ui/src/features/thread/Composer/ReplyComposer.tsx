import { useStore } from '@tanstack/react-form';
import {
  lazy,
  Suspense,
  useCallback,
  useId,
  useRef,
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import type { MentionReplyFieldProps } from './MentionReplyField.tsx';
import {
  assignRef,
  Button,
  HintedButton,
  useDraftSavedAt,
  useSubmitting,
  Heading,
  Text,
  type ForumAppForm,
} from '@forum/forum-ui/design-system';
import { threadToolMessages as m, threadToolText as t } from '../StaffTools/messages.ts';
import * as styles from './Composer.css.ts';
import type { ReplyValues } from './replyForm.ts';
import { COMPOSER_ID } from '../ReplyList/threadTree.ts';
import { REPLY_LIMIT } from './replyForm.ts';

/** The caret a box had when it gave way to another (MentionReplyField takes it over). */
export interface FocusHandoff {
  start: number;
  end: number;
}

type MentionFieldProps = MentionReplyFieldProps & {
  /** What shows where the member's box cannot load: the plain box. */
  plain: ReactNode;
};

/** A member's reply box; where its chunk cannot load (offline, say), the plain box stays. */
const MentionReplyField = lazy(async (): Promise<{ default: ComponentType<MentionFieldProps> }> => {
  try {
    return await import('./MentionReplyField.tsx');
  } catch {
    return { default: ({ plain }: MentionFieldProps) => plain };
  }
});

export interface ReplyComposerProps {
  /** The reply form (form layer): text, the post answered, messages, posting, its draft. */
  form: ForumAppForm<ReplyValues>;
  /** Post and Ctrl+Enter: send the reply (a guest is asked to log in first). */
  onPost: () => void;
  /** Logged in; a guest is told they will be asked to log in when posting. */
  signedIn: boolean;
  /** Replying to a post: go back to replying to the thread (clears parent and text). */
  onReplyToThread: () => void;
  /** Clears the post answered and the text. */
  onCancel: () => void;
  /** 'You can now post your reply!' after logging in through the modal. */
  status?: string;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/**
 * The reply composer: plain text (what is typed shows exactly as typed), the post answered
 * with 'Reply to thread' to go back, Cancel and Post. Post is disabled while the text is blank
 * or a reply is posting; Ctrl+Enter (⌘+Enter) posts from the field. It follows only whether
 * the text is blank, the post answered, posting and the draft's hint: typing re-renders the
 * field alone.
 */
export function ReplyComposer({
  form,
  onPost,
  signedIn,
  onReplyToThread,
  onCancel,
  status,
  textareaRef,
}: ReplyComposerProps) {
  const titleId = useId();
  /** Where the caret was when the plain box gave way to the member's box. */
  const handoff = useRef<FocusHandoff | null>(null);
  const plainBox = useRef<HTMLTextAreaElement | null>(null);
  const keepFocus = useCallback(
    (node: HTMLTextAreaElement | null) => {
      assignRef(textareaRef, node);
      // Detached while focused (React detaches refs before the box leaves the page).
      const leaving = plainBox.current;
      if (!node && leaving && leaving.ownerDocument.activeElement === leaving)
        handoff.current = { start: leaving.selectionStart, end: leaving.selectionEnd };
      plainBox.current = node;
    },
    [textareaRef],
  );
  const blank = useStore(form.store, (state) => state.values.text.trim() === '');
  /** The name of the post's author being answered, or null for a reply to the thread. */
  const answering = useStore(form.store, ({ values }) =>
    values.parentId === null ? null : values.parentName || t.anonymous,
  );
  const submitting = useSubmitting(form);
  const draftSavedAt = useDraftSavedAt(form);
  const hasSomething = !blank || answering !== null;
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      if (!form.state.isSubmitting) onPost();
    }
  };
  return (
    <section id={COMPOSER_ID} aria-labelledby={titleId} className={styles.composer}>
      <Heading level={2} size={4} id={titleId}>
        {t.composerTitle}
      </Heading>
      {answering !== null && (
        <div className={styles.replyingTo}>
          <span>{t.replyingTo(answering)}</span>
          <Button variant="ghost" size="small" onClick={onReplyToThread}>
            {t.replyToThread}
          </Button>
        </div>
      )}
      {!signedIn && (
        <Text size="small" tone="muted">
          {t.guestHint}
        </Text>
      )}
      <Text role="status" size="small" weight="medium">
        {status ?? ''}
      </Text>
      <form.AppForm>
        <form.Form labelledBy={titleId} space="medium">
          <form.AppField name="text">
            {(field) => {
              const plain = (
                <field.TextArea
                  ref={keepFocus}
                  label={t.composerLabel}
                  hint={t.composerHint}
                  limit={REPLY_LIMIT}
                  rows={5}
                  onKeyDown={onKeyDown}
                />
              );
              // A member's box suggests members after @, from a chunk of its own: a guest, who
              // must log in to post, never loads it. Until it arrives the plain box takes the
              // typing (the text is the form's), and hands focus and caret over to the new box.
              return signedIn ? (
                <Suspense fallback={plain}>
                  <MentionReplyField
                    form={form}
                    textareaRef={textareaRef}
                    handoffRef={handoff}
                    plain={plain}
                    onKeyDown={onKeyDown}
                  />
                </Suspense>
              ) : (
                plain
              );
            }}
          </form.AppField>
          <div className={styles.composerActions}>
            {draftSavedAt !== undefined && <span className={styles.draftHint}>{t.draftSaved}</span>}
            {hasSomething && (
              <Button variant="secondary" onClick={onCancel} disabled={submitting}>
                {t.cancel}
              </Button>
            )}
            <HintedButton
              type="submit"
              variant="primary"
              // Why Post is disabled, in the spec's words for a blank reply.
              disabledHint={blank ? m.enterReply : undefined}
              busy={submitting}
              busyLabel={t.posting}
              onClick={(event) => {
                // The form's submit, through onPost: a guest is asked to log in first.
                event.preventDefault();
                onPost();
              }}
            >
              {t.post}
            </HintedButton>
          </div>
        </form.Form>
      </form.AppForm>
    </section>
  );
}
