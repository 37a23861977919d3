import { ButtonLink, EmptyState, Heading, Stack } from '@forum/forum-ui';
import type { RouteHandle } from '../routes.tsx';
import { useRouteHandle } from '../routing.tsx';

/**
 * A route whose screen is still being built: it says so plainly and offers a way on,
 * instead of a dead link or a not-found page.
 */
export function Component() {
  const handle = useRouteHandle<RouteHandle>();
  const title = handle?.title ?? 'This page';
  return (
    <Stack space="large">
      <Heading level={1}>{title}</Heading>
      <EmptyState
        title="On its way"
        description={`${title} is part of the ${handle?.upcoming ?? 'next'} release and is not available yet.`}
        action={
          <ButtonLink to="/" variant="secondary">
            Back to the home page
          </ButtonLink>
        }
      />
    </Stack>
  );
}
