import { useStore } from '@tanstack/react-form';
import { useCallback, useState, type KeyboardEvent, type Ref, type RefObject } from 'react';
import {
  assignRef,
  useTextAreaBinding,
  MentionTextArea,
  type ForumAppForm,
} from '@forum/forum-ui/design-system';
import type { FocusHandoff } from './ReplyComposer.tsx';
import { threadToolText as t } from '../StaffTools/messages.ts';
import { REPLY_LIMIT, type ReplyValues } from './replyForm.ts';
import { useMentionSuggestions } from '../../members/index.ts';

/**
 * The reply's text, bound to its field, suggesting members after `@` (MentionTextArea): a member
 * chosen goes into the form's `mentions`, so their `@Name` is sent as a link.
 */
export interface MentionReplyFieldProps {
  form: ForumAppForm<ReplyValues>;
  textareaRef?: Ref<HTMLTextAreaElement>;
  /** Set when the plain box was focused as this one replaced it: focus and caret come here. */
  handoffRef: RefObject<FocusHandoff | null>;
  onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
}

export default function MentionReplyField({
  form,
  textareaRef,
  handoffRef,
  onKeyDown,
}: MentionReplyFieldProps) {
  const takeOver = useCallback(
    (node: HTMLTextAreaElement | null) => {
      assignRef(textareaRef, node);
      const caret = handoffRef.current;
      if (!node || !caret) return;
      handoffRef.current = null;
      node.focus();
      node.setSelectionRange(caret.start, caret.end);
    },
    [textareaRef, handoffRef],
  );
  const limit = REPLY_LIMIT;
  const { binding, setText } = useTextAreaBinding({
    ref: takeOver,
    label: t.composerLabel,
    limit,
  });
  const [query, setQuery] = useState<string | null>(null);
  const { suggestions, status } = useMentionSuggestions(query);
  const mentions = useStore(form.store, (state) => state.values.mentions ?? []);
  return (
    <MentionTextArea
      {...binding}
      label={t.composerLabel}
      hint={t.composerHint}
      limit={limit}
      rows={5}
      onKeyDown={onKeyDown}
      onText={setText}
      onMentionQuery={setQuery}
      suggestions={suggestions}
      status={status}
      chosen={mentions.map((mention) => mention.name)}
      onMention={(mention) =>
        form.setFieldValue('mentions', [
          ...mentions.filter((known) => known.id !== mention.id),
          mention,
        ])
      }
    />
  );
}
