import { StrokeIcon } from '../../primitives/StrokeIcon.tsx';
import { useState, type ComponentPropsWithRef, type ReactNode, type Ref } from 'react';
import { Heading } from '../../primitives/Heading.tsx';
import { Text } from '../../primitives/Text.tsx';
import { cx } from '../../utils/text/cx.ts';
import { Button } from '../Button/Button.tsx';
import {
  action as actionClass,
  icon as iconClass,
  root,
  type ErrorStateVariants,
} from './ErrorState.css.ts';

export type ErrorStateProps = Omit<ComponentPropsWithRef<'div'>, 'title' | 'role'> &
  ErrorStateVariants & {
    /** A short heading (default 'Something went wrong'). */
    title?: ReactNode;
    /** What failed, e.g. 'Failed to load categories'. */
    message: ReactNode;
    /**
     * Called by the Retry button (no button without it). When it returns a promise,
     * the button is busy ('Retrying...') until the promise settles.
     */
    onRetry?: () => unknown;
    /** Busy from outside, e.g. a query's `isFetching` (overrides the promise tracking). */
    retrying?: boolean;
    /** The Retry button's words (default 'Retry'). */
    retryLabel?: string;
    /** What the Retry button says while retrying (default 'Retrying...'). */
    retryingLabel?: string;
    /** The Retry button, e.g. for a dialog to focus it when the error replaces its content. */
    retryRef?: Ref<HTMLButtonElement>;
    /** The title's outline level (default 3). */
    headingLevel?: 2 | 3 | 4;
  };

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as PromiseLike<unknown>).then === 'function'
  );
}

function WarningIcon() {
  return (
    <StrokeIcon size={24}>
      <path d="M12 3 2 21h20L12 3z" />
      <path d="M12 10v5" />
      <path d="M12 18h.01" />
    </StrokeIcon>
  );
}

/**
 * What a section shows when loading it failed: a message and a Retry button.
 * It is an alert, so screen readers announce it as soon as it appears. While the
 * retry runs, the button stays focused and reads 'Retrying...'.
 */
export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
  retrying,
  retryLabel = 'Retry',
  retryingLabel = 'Retrying...',
  retryRef,
  headingLevel = 3,
  size,
  className,
  children,
  ...rest
}: ErrorStateProps) {
  const [pending, setPending] = useState(false);
  const busy = retrying ?? pending;

  const retry = () => {
    if (busy || !onRetry) return;
    const result = onRetry();
    if (isThenable(result)) {
      setPending(true);
      const done = () => setPending(false);
      result.then(done, done);
    }
  };

  return (
    <div role="alert" className={cx(root({ size }), className)} {...rest}>
      <span className={iconClass} aria-hidden="true">
        <WarningIcon />
      </span>
      <Heading level={headingLevel} size={4} align="center">
        {title}
      </Heading>
      <Text tone="muted" align="center">
        {message}
      </Text>
      {children}
      {onRetry && (
        <div className={actionClass}>
          <Button
            ref={retryRef}
            variant="secondary"
            onClick={retry}
            busy={busy}
            busyLabel={retryingLabel}
          >
            {retryLabel}
          </Button>
        </div>
      )}
    </div>
  );
}
