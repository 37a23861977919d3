import { ButtonLink, Heading, Stack, Text } from '@forum/forum-ui/design-system';

export interface NotFoundViewProps {
  /** The path that matched nothing, shown so the person can spot a typo. */
  path?: string;
}

/** The page for a route that does not exist. */
export function NotFoundView({ path }: NotFoundViewProps) {
  return (
    <Stack
      as="section"
      space="large"
      align="center"
      paddingY="xxxlarge"
      aria-labelledby="not-found-title"
    >
      <Heading level={1} id="not-found-title" align="center">
        Page not found
      </Heading>
      <Text tone="muted" align="center">
        {path ? (
          <>
            There is no page at <code>{path}</code>. It may have moved, or the link may be mistyped.
          </>
        ) : (
          'The page you are looking for does not exist. It may have moved, or the link may be mistyped.'
        )}
      </Text>
      <ButtonLink to="/" variant="primary">
        Go to the home page
      </ButtonLink>
    </Stack>
  );
}
