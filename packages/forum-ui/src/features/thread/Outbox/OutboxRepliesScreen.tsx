/**
 * The person's replies to a thread kept in the outbox, with Retry and Discard, and the sender
 * that sends them when the network returns. Loaded by the thread page only when there are some.
 */
import {
  useOutboxActions,
  useOutboxSender,
  useOutboxSending,
  type OutboxItem,
  type ReplyItem,
} from '@forum/api';
import { OutboxReplies } from './OutboxReplies.tsx';

const ignore = () => {};

export function OutboxRepliesScreen({ items }: { items: readonly ReplyItem[] }) {
  useOutboxSender();
  const outbox = useOutboxActions();
  const sending = useOutboxSending();
  return (
    <OutboxReplies
      items={items}
      busy={sending}
      // A refusal shows on its reply (the outbox keeps it); a failed network leaves it waiting.
      onRetry={(item: OutboxItem) => void outbox.retry(item).catch(ignore)}
      onDiscard={(item: OutboxItem) => void outbox.discard(item)}
    />
  );
}
