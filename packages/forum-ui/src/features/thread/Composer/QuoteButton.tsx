import type { MouseEvent } from 'react';
import { Button } from '@forum/forum-ui/design-system';
import { threadText as t } from '../messages.ts';
import * as styles from './Composer.css.ts';

export interface QuoteButtonProps {
  /** Where to show it (viewport coordinates, under the selection). */
  top: number;
  left: number;
  author: string;
  onQuote: () => void;
}

/** 'Quote' next to text selected in a reply: puts it in the composer with its author. */
export function QuoteButton({ top, left, author, onQuote }: QuoteButtonProps) {
  // Pressing the button must not clear the selection before it is read.
  const keepSelection = (event: MouseEvent) => event.preventDefault();
  return (
    <div className={styles.quote} style={{ top, left }}>
      <Button
        size="small"
        onMouseDown={keepSelection}
        onClick={onQuote}
        aria-label={t.quoteFrom(author)}
      >
        {t.quote}
      </Button>
    </div>
  );
}
