import type { ComponentPropsWithRef } from 'react';
import { VisuallyHidden } from '../../primitives/VisuallyHidden.tsx';
import { cx } from '../../utils/text/cx.ts';
import { label as labelClass, ring, root, type SpinnerVariants } from './Spinner.css.ts';

export type SpinnerProps = Omit<ComponentPropsWithRef<'span'>, 'children'> &
  SpinnerVariants & {
    /** What is loading, read by screen readers (default 'Loading...'). */
    label?: string;
    /** Show the label beside the spinner as well (default: read only). */
    showLabel?: boolean;
    /**
     * Only the picture, with no status role or label: for use inside something that
     * already announces itself (a busy button, the loading overlay).
     */
    decorative?: boolean;
  };

/**
 * A loading indicator. It is a polite status region named by its label, so screen
 * readers hear 'Loading...'. With reduced motion it pulses slowly instead of spinning.
 */
export function Spinner({
  label = 'Loading...',
  showLabel = false,
  decorative = false,
  tone,
  size,
  className,
  ...rest
}: SpinnerProps) {
  const picture = <span className={ring({ tone, size })} aria-hidden="true" />;
  if (decorative) {
    return (
      <span className={cx(root, className)} aria-hidden="true" {...rest}>
        {picture}
      </span>
    );
  }
  return (
    <span role="status" className={cx(root, className)} {...rest}>
      {picture}
      {showLabel ? (
        <span className={labelClass}>{label}</span>
      ) : (
        <VisuallyHidden>{label}</VisuallyHidden>
      )}
    </span>
  );
}
