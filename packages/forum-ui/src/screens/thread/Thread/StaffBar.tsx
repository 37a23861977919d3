import { useId } from 'react';
import { Button } from '../../../components/Button/Button.tsx';
import { threadText as t } from '../../../messages/thread.ts';
import * as styles from './Thread.css.ts';

export type StaffAction = 'approve' | 'reject' | 'lock' | 'unlock' | 'pin' | 'unpin' | 'move';

export interface StaffBarProps {
  /** Pending threads can be approved or rejected. */
  pending: boolean;
  locked: boolean;
  pinned: boolean;
  /** The action whose request is in flight: its button says so, every button waits. */
  busy?: StaffAction;
  onAction: (action: StaffAction) => void;
}

const LABELS: Record<StaffAction, [string, string]> = {
  approve: [t.approve, t.approving],
  reject: [t.reject, t.rejecting],
  lock: [t.lock, t.locking],
  unlock: [t.unlock, t.unlocking],
  pin: [t.pin, t.pinning],
  unpin: [t.unpin, t.unpinning],
  move: [t.move, t.moving],
};

/**
 * The thread's moderation actions, for moderators and admins only: approve or reject a
 * pending thread, lock/unlock, pin/unpin, move. All wait while one runs.
 */
export function StaffBar({ pending, locked, pinned, busy, onAction }: StaffBarProps) {
  const labelId = useId();
  const actions: StaffAction[] = [
    ...(pending ? (['approve', 'reject'] as const) : []),
    locked ? 'unlock' : 'lock',
    pinned ? 'unpin' : 'pin',
    'move',
  ];
  return (
    <div role="group" aria-labelledby={labelId} className={styles.staffBar}>
      <span id={labelId} className={styles.staffLabel}>
        {t.staffActions}
      </span>
      {actions.map((action) => (
        <Button
          key={action}
          size="small"
          variant={
            action === 'reject' ? 'critical' : action === 'approve' ? 'primary' : 'secondary'
          }
          busy={busy === action}
          busyLabel={LABELS[action][1]}
          disabled={busy !== undefined && busy !== action}
          onClick={() => onAction(action)}
        >
          {LABELS[action][0]}
        </Button>
      ))}
    </div>
  );
}
