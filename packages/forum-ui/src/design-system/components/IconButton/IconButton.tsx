import type { ReactNode } from 'react';
import { VisuallyHidden } from '../../primitives/VisuallyHidden.tsx';
import { cx } from '../../utils/text/cx.ts';
import { inertWhenDisabled, type NativeButtonProps } from '../Button/Button.tsx';
import { button, type ButtonVariants } from '../Button/Button.css.ts';
import {
  icon as iconClass,
  iconButton,
  spinner,
  type IconButtonVariants,
} from './IconButton.css.ts';

export type IconButtonProps = Omit<NativeButtonProps, 'aria-label' | 'aria-labelledby'> &
  IconButtonVariants & {
    /**
     * What the button does, e.g. 'Close' or 'Show password'. Required: it is the
     * button's only name. Rendered as visually hidden text (which browser
     * translation also reaches, unlike aria-label).
     */
    label: string;
    /** The icon; decorative (hidden from assistive technology). */
    icon: ReactNode;
    /** A Button variant: 'ghost' for toolbars and lists, 'secondary' beside other buttons. */
    variant?: ButtonVariants['variant'];
    /**
     * A request is in flight: the button is disabled but stays focusable, shows a
     * spinner and is named `busyLabel` (e.g. 'Deleting...') when given.
     */
    busy?: boolean;
    /** What the button's name becomes while `busy`, e.g. 'Deleting...'. */
    busyLabel?: string;
  };

/**
 * An icon-only button: Button's variants, square sizes (32, 40 default, 48 px, so
 * never under the 24 px target minimum) and a required accessible label.
 * Disabled buttons stay in the tab order, like Button.
 */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size,
  busy = false,
  busyLabel,
  disabled,
  className,
  type = 'button',
  onClick,
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-busy={busy || undefined}
      className={cx(button({ variant }), iconButton({ size }), className)}
      {...rest}
      {...inertWhenDisabled(disabled || busy, onClick)}
    >
      <span className={iconClass} aria-hidden="true">
        {busy ? <span className={spinner} /> : icon}
      </span>
      <VisuallyHidden>{busy && busyLabel ? busyLabel : label}</VisuallyHidden>
    </button>
  );
}
