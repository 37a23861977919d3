import { Tooltip as AriakitTooltip, TooltipAnchor, TooltipProvider } from '@ariakit/react';
import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import * as styles from './Tooltip.css.ts';

export interface TooltipProps {
  /** The text shown; it becomes the anchor's accessible description. */
  content: ReactNode;
  /**
   * One focusable element that already has its own accessible name
   * (an icon button's aria-label, say): the tooltip only adds a description.
   */
  children: ReactElement;
  /** Where the tip shows beside its trigger (default 'top'); it moves if there is no room. */
  placement?: 'top' | 'bottom' | 'left' | 'right';
  /** Milliseconds the pointer rests before it shows (keyboard focus shows it at once). */
  showTimeout?: number;
}

/**
 * A tooltip (Ariakit Tooltip) that describes its anchor: shown on hover and on
 * keyboard focus, hidden on Escape, blur and pointer leave. The anchor points
 * at it with aria-describedby, so screen readers read it as a description.
 */
export function Tooltip({ content, children, placement = 'top', showTimeout = 400 }: TooltipProps) {
  const id = `${useId()}tooltip`;
  const own = (children.props as { 'aria-describedby'?: string })['aria-describedby'];
  const describedBy = own ? `${own} ${id}` : id;
  return (
    <TooltipProvider placement={placement} showTimeout={showTimeout}>
      <TooltipAnchor
        render={cloneElement(children, { 'aria-describedby': describedBy } as Record<
          string,
          unknown
        >)}
      />
      <AriakitTooltip id={id} gutter={6} className={styles.tooltip}>
        {content}
      </AriakitTooltip>
    </TooltipProvider>
  );
}
