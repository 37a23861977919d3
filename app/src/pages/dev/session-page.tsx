import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { confirmSession, useApi, useSession, TOKEN_KEY, USER_KEY } from '@forum/api';
import { Button, Card, Heading, Stack, Text } from '@forum/forum-ui/design-system';

/**
 * /profile-demo, /profile-test, /auth-test: what the session holds, what localStorage holds,
 * and what the server says of the token. Demo and development builds only.
 */
export function Component() {
  const api = useApi();
  const { pathname } = useLocation();
  const { token, user, isAuthenticated } = useSession();
  const [check, setCheck] = useState<string>('not run');
  const stored = {
    [TOKEN_KEY]: window.localStorage.getItem(TOKEN_KEY),
    [USER_KEY]: window.localStorage.getItem(USER_KEY),
  };

  return (
    <Stack space="large">
      <title>{`Session diagnostics (${pathname})`}</title>
      <Heading level={1}>Session diagnostics</Heading>
      <Text tone="muted">A developer page: {pathname}. It is not part of production builds.</Text>
      <Card title="Session" headingLevel={2}>
        <Stack space="small">
          <Text>Authenticated: {isAuthenticated ? 'yes' : 'no'}</Text>
          <Text>User: {user ? `${user.name} <${user.email}> (${user.role})` : 'none'}</Text>
          <Text>
            Token: {token ? `${token.slice(0, 6)}… (${token.length} characters)` : 'none'}
          </Text>
        </Stack>
      </Card>
      <Card title="localStorage" headingLevel={2}>
        <pre aria-label="Stored session">{JSON.stringify(stored, null, 2)}</pre>
      </Card>
      <Card title="Server check" headingLevel={2}>
        <Stack space="small" align="left">
          <Text>GET /auth/user: {check}</Text>
          <Button
            variant="secondary"
            onClick={async () => {
              setCheck('checking...');
              const confirmed = await confirmSession(api);
              setCheck(confirmed ? `confirmed as ${confirmed.name}` : 'no valid session (cleared)');
            }}
          >
            Check the token with the server
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
