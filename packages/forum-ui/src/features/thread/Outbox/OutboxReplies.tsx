import type { OutboxItem, ReplyItem } from '@forum/api';
import { Avatar, Badge, Button, LocalTime, Stack, Text, cx } from '@forum/forum-ui/design-system';
import { outboxText as t } from './messages.ts';
import * as listStyles from '../ReplyList/ReplyList.css.ts';
import * as styles from './Outbox.css.ts';

export interface OutboxRepliesProps {
  /** The person's replies to this thread kept on the device (the outbox), oldest first. */
  items: readonly ReplyItem[];
  /** Sends a refused reply again. */
  onRetry: (item: OutboxItem) => void;
  /** Forgets a refused reply. */
  onDiscard: (item: OutboxItem) => void;
  /** Keys of the replies being sent again (Retry pressed). */
  busy?: ReadonlySet<string>;
}

/**
 * Replies written without a network, under the thread's replies until the server has them:
 * what was typed (as text), 'Waiting to send', or 'Not sent' with the forum's reason, Retry
 * and Discard. Props only: ThreadScreen reads them from the outbox.
 */
export function OutboxReplies({ items, onRetry, onDiscard, busy }: OutboxRepliesProps) {
  if (items.length === 0) return null;
  return (
    <Stack as="ul" space="medium" paddingBottom="medium" aria-label={t.waitingToSend}>
      {items.map((item) => (
        <li key={item.key}>
          <OutboxReply
            item={item}
            busy={busy?.has(item.key) ?? false}
            onRetry={onRetry}
            onDiscard={onDiscard}
          />
        </li>
      ))}
    </Stack>
  );
}

function OutboxReply({
  item,
  busy,
  onRetry,
  onDiscard,
}: {
  item: ReplyItem;
  busy: boolean;
  onRetry: (item: OutboxItem) => void;
  onDiscard: (item: OutboxItem) => void;
}) {
  const name = item.authorName.trim() || t.anonymous;
  const refused = item.refused;
  return (
    <article
      aria-label={refused ? t.refusedReply(name) : t.waitingReply(name)}
      className={cx(listStyles.reply({}), refused ? styles.refused : styles.waiting)}
    >
      <div className={listStyles.replyHeader}>
        <Avatar name={name} colorKey={item.authorId} size="small" decorative />
        <span className={listStyles.replyAuthor}>{name}</span>
        <LocalTime className={listStyles.replyDate} value={item.createdAt} withTime />
        {item.parentId !== null && item.parentName && (
          <Badge tone="primary">{t.inReplyTo(item.parentName)}</Badge>
        )}
        <Badge tone={refused ? 'critical' : 'warning'} role="status">
          {refused ? t.notSent : t.waitingToSend}
        </Badge>
      </div>
      <p className={styles.text}>{item.text}</p>
      {refused ? (
        <>
          <Text size="small" tone="critical">
            {t.refusedBecause(refused.message)}
          </Text>
          <div className={listStyles.replyFooter}>
            <Button
              variant="primary"
              size="small"
              busy={busy}
              busyLabel={t.waitingToSend}
              onClick={() => onRetry(item)}
            >
              {t.retrySend}
            </Button>
            <Button variant="ghost" size="small" disabled={busy} onClick={() => onDiscard(item)}>
              {t.discard}
            </Button>
          </div>
        </>
      ) : (
        <Text size="small" tone="muted">
          {t.waitingHint}
        </Text>
      )}
    </article>
  );
}
