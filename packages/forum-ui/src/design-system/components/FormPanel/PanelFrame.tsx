import type { ReactNode } from 'react';
import { Box } from '../../primitives/Box.tsx';
import { Card } from '../Card/Card.tsx';

export interface PanelFrameProps {
  /** What the card holds. */
  children: ReactNode;
  /**
   * The frame's own layout class. Without it the frame is a centred column (full width up to
   * the small max width, auto side margins, padding that grows from phone to tablet); with it,
   * this class alone lays the frame out (Login's full-height page around its backdrop).
   */
  className?: string;
  /** A class for the card itself (e.g. Login's narrower box above its backdrop). */
  cardClassName?: string;
  /** Content outside the card, placed before it in the frame (e.g. Login's backdrop link). */
  aside?: ReactNode;
  /** 'section' makes the card a region landmark; name it with `aria-labelledby`. */
  as?: 'div' | 'section';
  /** The id of the heading that names the card (its region's name when `as` is 'section'). */
  'aria-labelledby'?: string;
}

/**
 * The account pages' frame: one card, padded large, in a narrow centred column. FormPanel
 * draws its form in it; the status pages (registration sent, e-mail verified) use it directly.
 */
export function PanelFrame({
  children,
  className,
  cardClassName,
  aside,
  as,
  'aria-labelledby': labelledBy,
}: PanelFrameProps) {
  const card = (
    <Card as={as} padding="large" className={cardClassName} aria-labelledby={labelledBy}>
      {children}
    </Card>
  );
  if (className !== undefined) {
    return (
      <div className={className}>
        {aside}
        {card}
      </div>
    );
  }
  return (
    <Box
      width="full"
      maxWidth="small"
      marginX="auto"
      paddingX="medium"
      paddingY={{ mobile: 'large', tablet: 'xxlarge' }}
    >
      {aside}
      {card}
    </Box>
  );
}
