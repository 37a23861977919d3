import { useId, type KeyboardEvent, type Ref } from 'react';
import { Button } from '../../../components/Button/Button.tsx';
import { TextArea } from '../../../components/TextArea/TextArea.tsx';
import { Form } from '../../../forms/Form.tsx';
import { textField } from '../../../forms/fields.ts';
import type { FormBinding } from '../../../forms/useForumForm.ts';
import { threadText as t } from '../../../messages/thread.ts';
import { Heading } from '../../../primitives/Heading.tsx';
import { Text } from '../../../primitives/Text.tsx';
import * as styles from './Thread.css.ts';
import type { ReplyValues } from './replyForm.ts';
import { COMPOSER_ID } from './threadTree.ts';

export interface ReplyComposerProps {
  /** The reply form (form layer): text, the post answered, messages, posting. */
  form: FormBinding<ReplyValues>;
  /** Logged in; a guest is told they will be asked to log in when posting. */
  signedIn: boolean;
  /** Replying to a post: go back to replying to the thread (clears parent and text). */
  onReplyToThread: () => void;
  /** Clears the post answered and the text. */
  onCancel: () => void;
  /** 'You can now post your reply!' after logging in through the modal. */
  status?: string;
  /** When the draft was last saved (shows 'Draft saved'). */
  draftSavedAt?: number;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/**
 * The reply composer: plain text (what is typed shows exactly as typed), the post answered
 * with 'Reply to thread' to go back, Cancel and Post. Post is disabled while the text is blank
 * or a reply is posting; Ctrl+Enter (⌘+Enter) posts from the field.
 */
export function ReplyComposer({
  form,
  signedIn,
  onReplyToThread,
  onCancel,
  status,
  draftSavedAt,
  textareaRef,
}: ReplyComposerProps) {
  const titleId = useId();
  const blank = form.values.text.trim() === '';
  const hasSomething = !blank || form.values.parentId !== null;
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      if (!form.submitting) form.submit();
    }
  };
  return (
    <section id={COMPOSER_ID} aria-labelledby={titleId} className={styles.composer}>
      <Heading level={2} size={4} id={titleId}>
        {t.composerTitle}
      </Heading>
      {form.values.parentId !== null && (
        <div className={styles.replyingTo}>
          <span>{t.replyingTo(form.values.parentName || t.anonymous)}</span>
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
      <Form form={form} labelledBy={titleId} space="medium">
        <TextArea
          ref={textareaRef}
          label={t.composerLabel}
          hint={t.composerHint}
          rows={5}
          onKeyDown={onKeyDown}
          {...textField(form, 'text')}
        />
        <div className={styles.composerActions}>
          {draftSavedAt !== undefined && <span className={styles.draftHint}>{t.draftSaved}</span>}
          {hasSomething && (
            <Button variant="secondary" onClick={onCancel} disabled={form.submitting}>
              {t.cancel}
            </Button>
          )}
          <Button
            type="submit"
            variant="primary"
            disabled={blank}
            busy={form.submitting}
            busyLabel={t.posting}
          >
            {t.post}
          </Button>
        </div>
      </Form>
    </section>
  );
}
