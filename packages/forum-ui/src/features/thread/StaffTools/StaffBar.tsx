import { useId } from 'react';
import { Button } from '@forum/forum-ui/design-system';
import { threadToolText as t } from './messages.ts';
import * as styles from './StaffTools.css.ts';

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

/** A button's place in the bar, the action it offers now, and the calls that make it busy. */
interface Slot {
  key: string;
  action: StaffAction;
  calls: StaffAction[];
}

const slot = (action: StaffAction): Slot => ({ key: action, action, calls: [action] });

/**
 * The thread's moderation actions, for moderators and admins only: approve or reject a
 * pending thread, lock/unlock, pin/unpin, move. All wait while one runs.
 */
export function StaffBar({ pending, locked, pinned, busy, onAction }: StaffBarProps) {
  const labelId = useId();
  // Each toggle is one button whatever it says (its key is its place, not its action), so focus
  // stays on it while the optimistic change turns Lock into Unlock, and back if the call fails.
  const slots: Slot[] = [
    ...(pending ? [slot('approve'), slot('reject')] : []),
    { key: 'lock', action: locked ? 'unlock' : 'lock', calls: ['lock', 'unlock'] },
    { key: 'pin', action: pinned ? 'unpin' : 'pin', calls: ['pin', 'unpin'] },
    slot('move'),
  ];
  return (
    <div role="group" aria-labelledby={labelId} className={styles.staffBar}>
      <span id={labelId} className={styles.staffLabel}>
        {t.staffActions}
      </span>
      {slots.map(({ key, action, calls }) => {
        // The slot's own call in flight: it says what it is doing (Locking...), the rest wait.
        const mine = busy !== undefined && calls.includes(busy);
        return (
          <Button
            key={key}
            size="small"
            variant={
              action === 'reject' ? 'critical' : action === 'approve' ? 'primary' : 'secondary'
            }
            busy={mine}
            busyLabel={mine ? LABELS[busy][1] : undefined}
            disabled={busy !== undefined && !mine}
            onClick={() => onAction(action)}
          >
            {LABELS[action][0]}
          </Button>
        );
      })}
    </div>
  );
}
