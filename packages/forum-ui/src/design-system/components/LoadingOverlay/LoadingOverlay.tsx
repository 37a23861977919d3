import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/text/cx.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import { overlay, panel, type LoadingOverlayVariants } from './LoadingOverlay.css.ts';

export type LoadingOverlayProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** Shown (fades in) or hidden (fades out, then leaves the accessibility tree and lets clicks through). */
  visible: boolean;
  /** The text under the spinner (default 'Initializing application...'). */
  label?: string;
  /** 'solid' covers the page (app start-up); 'dim' darkens it. */
  backdrop?: LoadingOverlayVariants['backdrop'];
};

/**
 * A full-screen overlay with a spinner and a short text, e.g. while the application
 * starts ('Initializing application...'). A polite status region, so the text is
 * announced; hidden, it is invisible to everyone (visibility: hidden, inert).
 * Visibility is the caller's: the app hides it when ready (after 1.5 s per the spec).
 */
export function LoadingOverlay({
  visible,
  label = 'Initializing application...',
  backdrop,
  className,
  ...rest
}: LoadingOverlayProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      inert={!visible}
      data-visible={visible}
      className={cx(overlay({ visible, backdrop }), className)}
      {...rest}
    >
      <div className={panel}>
        <Spinner decorative size="large" />
        {label}
      </div>
    </div>
  );
}
