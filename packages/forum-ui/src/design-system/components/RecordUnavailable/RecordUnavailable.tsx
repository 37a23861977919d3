import type { ReactNode } from 'react';
import { Heading } from '../../primitives/Heading.tsx';
import { Stack } from '../../primitives/Stack.tsx';
import { ButtonLink } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { ErrorState } from '../ErrorState/ErrorState.tsx';

export interface RecordUnavailableProps {
  /** Why the page has no record to show: there is none, or loading it failed. */
  reason: 'notFound' | 'error';
  /** The page's h1, e.g. 'Category Not Found', or the page's name when loading failed. */
  title: ReactNode;
  /** Above the h1, e.g. a breadcrumb. */
  before?: ReactNode;
  /** There is no such record: what is said, a hint, and the way back. */
  notFound: { title: ReactNode; description: ReactNode; backTo: string; backLabel: ReactNode };
  /** Loading failed: the message and the Retry button. */
  error: { message: ReactNode; onRetry?: () => unknown; retrying?: boolean; retryLabel?: string };
}

/**
 * A page for one record (a category, a member) that has none to show: its h1, then either
 * 'not found' with a link back, or the load failure with Retry.
 */
export function RecordUnavailable({
  reason,
  title,
  before,
  notFound,
  error,
}: RecordUnavailableProps) {
  return (
    <Stack space="large">
      {before}
      <Heading level={1}>{title}</Heading>
      {reason === 'notFound' ? (
        <EmptyState
          title={notFound.title}
          description={notFound.description}
          headingLevel={2}
          action={
            <ButtonLink to={notFound.backTo} variant="secondary">
              {notFound.backLabel}
            </ButtonLink>
          }
        />
      ) : (
        <ErrorState
          message={error.message}
          onRetry={error.onRetry}
          retrying={error.retrying}
          retryLabel={error.retryLabel}
          headingLevel={2}
        />
      )}
    </Stack>
  );
}
