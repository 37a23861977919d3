/** What a staff action or an event leaves behind: a moderation log entry, a notification. */
import type { MockDb } from '../../db/db.ts';
import type { S } from '../../db/types.ts';

/** A moderation log entry. */
export function logAction(
  db: MockDb,
  entry: Omit<S['ModerationEntry'], 'id' | 'created_at' | 'moderator' | 'user'> & {
    moderator_id: number;
    user_id: number | null;
  },
): void {
  db.state.moderationLog.push({
    id: db.nextId('moderationLog'),
    action: entry.action,
    content_type: entry.content_type ?? null,
    content_id: entry.content_id ?? null,
    description: entry.description ?? null,
    reason: entry.reason ?? null,
    moderator_id: entry.moderator_id,
    user_id: entry.user_id,
    created_at: db.nowIso(),
  });
}

/** Notifies a user (a database notification). */
export function notify(
  db: MockDb,
  userId: number | null,
  type: S['NotificationType'],
  title: string,
  message: string,
  data: S['Notification']['data'] = {},
): void {
  if (userId === null) return;
  db.state.notifications.push({
    id: db.newUuid(),
    user_id: userId,
    type,
    title,
    message,
    data,
    read_at: null,
    created_at: db.nowIso(),
  });
}
