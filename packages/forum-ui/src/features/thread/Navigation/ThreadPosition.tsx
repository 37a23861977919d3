import { useEffect, useId, useState } from 'react';
import { Button, VisuallyHidden, formatCount } from '@forum/forum-ui/design-system';
import { threadToolText as t } from '../StaffTools/messages.ts';
import * as styles from './Navigation.css.ts';
import type { ThreadPost } from '../ReplyList/threadTree.ts';
import { useLastVisit } from '../Reading/lastVisit.ts';

// One chunk for the tools that come after the page: where the reader is, where they left off,
// and saving the thread for offline (the page loads it once).
export { default as ReadingTools } from '../Reading/ReadingTools.tsx';
export { SaveThread } from '../Reading/SaveThread.tsx';

/** How far below the top of the window the reader's eye is taken to be (the header is above). */
const READING_LINE = 96;

export interface ThreadPositionProps {
  threadId: number;
  /** The thread's replies (top level, each with its own): those posted since the last visit are counted. */
  replies: readonly ThreadPost[];
  /** Replies in the whole thread. */
  total: number;
  /** Goes to the reply with this place in the thread (1 to total). */
  onJump: (ordinal: number) => void;
}

/** The place of the first reply at the reading line, read from the rendered replies. */
function readingPosition(): number | undefined {
  for (const reply of document.querySelectorAll<HTMLElement>('article[data-ordinal]')) {
    if (reply.getBoundingClientRect().bottom > READING_LINE) return Number(reply.dataset.ordinal);
  }
  return undefined;
}

/**
 * 'Reply N of M' for long threads: where the reader is, with jumps to the first and last reply
 * and a slider to any place in between.
 */
export function ThreadPosition({ threadId, replies, total, onJump }: ThreadPositionProps) {
  const sliderId = useId();
  const { order, fresh } = useLastVisit(threadId, replies);
  const [position, setPosition] = useState(1);
  const [chosen, setChosen] = useState<number>();
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const at = readingPosition();
      if (at !== undefined) setPosition(at);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  // A slider move goes there once the hand rests (arrow keys step one reply at a time).
  useEffect(() => {
    if (chosen === undefined) return;
    const timer = setTimeout(() => onJump(chosen), 250);
    return () => clearTimeout(timer);
  }, [chosen, onJump]);
  return (
    <div className={styles.position} role="group" aria-label={t.positionLabel}>
      <span
        className={styles.positionText}
        data-longest={t.position(formatCount(total), formatCount(total))}
      >
        <span className={styles.positionValue}>
          {t.position(formatCount(chosen ?? position), formatCount(total))}
        </span>
      </span>
      <Button variant="ghost" size="small" onClick={() => onJump(1)}>
        {t.jumpToStart}
      </Button>
      <label htmlFor={sliderId} className={styles.positionSlider}>
        <VisuallyHidden>{t.jumpTo}</VisuallyHidden>
        <input
          id={sliderId}
          type="range"
          min={1}
          max={total}
          value={chosen ?? position}
          aria-valuetext={t.position(formatCount(chosen ?? position), formatCount(total))}
          onChange={(event) => setChosen(Number(event.target.value))}
          onBlur={() => setChosen(undefined)}
        />
      </label>
      <Button variant="ghost" size="small" onClick={() => onJump(total)}>
        {t.jumpToEnd}
      </Button>
      {fresh && (
        <Button
          variant="secondary"
          size="small"
          onClick={() => onJump(order.indexOf(fresh.firstId) + 1)}
        >
          {t.newSinceCount(formatCount(fresh.count))}
          <VisuallyHidden>{t.newSinceJump(fresh.count)}</VisuallyHidden>
        </Button>
      )}
    </div>
  );
}
