import { Heading, Stack, Text } from '@forum/forum-ui';
import { SITE_NAME } from '../config.ts';

/** Home. Its featured, latest and popular lists arrive with the Reading issue. */
export function Component() {
  return (
    <Stack space="medium">
      <Heading level={1}>{SITE_NAME}</Heading>
      <Text tone="muted">
        Technology news and discussion for enthusiasts, developers and gamers.
      </Text>
    </Stack>
  );
}
