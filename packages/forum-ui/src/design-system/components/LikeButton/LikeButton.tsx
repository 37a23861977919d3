import { useId, type MouseEvent } from 'react';
import { formatCount } from '../../utils/format/numbers.ts';
import { VisuallyHidden } from '../../primitives/VisuallyHidden.tsx';
import { button, heart, waiting } from './LikeButton.css.ts';

export interface LikeButtonProps {
  /** How many people like it. */
  count: number;
  /** Whether the viewer likes it (the button is pressed). */
  liked: boolean;
  /** What the button does, e.g. 'Like this thread' or 'Like the reply by Maria'. */
  label: string;
  /** The count in words, e.g. '12 likes' (default: the number). */
  countLabel?: string;
  /** Called on press: like, or take the like back. */
  onToggle: () => void;
  /**
   * Liking is not possible (a guest): the button stays focusable, says why through `reason`
   * and calls `onRefused` instead of `onToggle`.
   */
  disabled?: boolean;
  /** Why it is disabled, e.g. 'Please login to like threads'; read as the description. */
  reason?: string;
  /** Called on press while `disabled`, e.g. to offer to log in. */
  onRefused?: () => void;
  /** The like request is in flight: further clicks do nothing. */
  busy?: boolean;
  /**
   * The press is kept on the device until the network returns (the outbox): shown beside the
   * button, e.g. 'Waiting to send', as a status. The button shows the state wanted meanwhile.
   */
  waitingLabel?: string;
}

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-7.5-4.6-9.5-9.3C1.1 8.4 3.2 5 6.6 5c2 0 3.6 1.1 4.4 2.6h2C13.8 6.1 15.4 5 17.4 5c3.4 0 5.5 3.4 4.1 6.7C19.5 16.4 12 21 12 21z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A like toggle with its count: pressed when the viewer likes the item. Disabled and busy
 * states keep it focusable (aria-disabled), so a guest can reach it and hear why.
 */
export function LikeButton({
  count,
  liked,
  label,
  countLabel,
  onToggle,
  disabled = false,
  reason,
  onRefused,
  busy = false,
  waitingLabel,
}: LikeButtonProps) {
  const reasonId = useId();
  const inert = disabled || busy;
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    if (disabled) onRefused?.();
    else if (!busy) onToggle();
  };
  return (
    <>
      <button
        type="button"
        className={button}
        aria-pressed={liked}
        aria-disabled={inert || undefined}
        aria-busy={busy || undefined}
        aria-describedby={disabled && reason ? reasonId : undefined}
        onClick={onClick}
      >
        <span className={heart}>
          <Heart filled={liked} />
        </span>
        <span aria-hidden="true">{formatCount(count)}</span>
        <VisuallyHidden>{`${label} (${countLabel ?? formatCount(count)})`}</VisuallyHidden>
      </button>
      {disabled && reason && <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>}
      {waitingLabel && (
        <span role="status" className={waiting}>
          {waitingLabel}
        </span>
      )}
    </>
  );
}
