import { useStore } from '@tanstack/react-form';
import { useId, type KeyboardEvent, type Ref } from 'react';
import { CONTRACT_LIMITS } from '@forum/api';
import type { ForumAppForm } from '../../../design-system/components/AppForm/appForm.tsx';
import { Button } from '../../../design-system/components/Button/Button.tsx';
import { HintedButton } from '../../../design-system/components/AppForm/SubmitButton.tsx';
import { useDraftSavedAt } from '../../../design-system/forms/formLayer.tsx';
import { useSubmitting } from '../../../design-system/forms/formComponents.tsx';
import { threadToolMessages as m, threadToolText as t } from '../StaffTools/messages.ts';
import { Heading } from '../../../design-system/primitives/Heading.tsx';
import { Text } from '../../../design-system/primitives/Text.tsx';
import * as styles from './Composer.css.ts';
import type { ReplyValues } from './replyForm.ts';
import { COMPOSER_ID } from '../ReplyList/threadTree.ts';

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
            {(field) => (
              <field.TextArea
                ref={textareaRef}
                label={t.composerLabel}
                hint={t.composerHint}
                // Counted as typed; the contract's 20,000 is of the content sent, which adds a
                // few characters of markup (openapi.yaml, ReplyRequest): the server says if so.
                limit={CONTRACT_LIMITS.replyContent}
                rows={5}
                onKeyDown={onKeyDown}
              />
            )}
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
