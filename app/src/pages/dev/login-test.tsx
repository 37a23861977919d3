import { useState, type FormEvent } from 'react';
import { useApi } from '@forum/api';
import {
  Button,
  Card,
  Heading,
  PasswordField,
  Stack,
  Text,
  TextField,
} from '@forum/forum-ui/design-system';

/**
 * /login-test: sends POST /auth/login with an e-mail and password and shows the raw answer,
 * without storing a session. Demo and development builds only.
 */
export function Component() {
  const { client } = useApi();
  const [email, setEmail] = useState('user@example.com');
  const [password, setPassword] = useState('');
  const [result, setResult] = useState<{ status: number; body: unknown } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const { data, error, response } = await client.POST('/auth/login', {
        body: { email, password },
      });
      setResult({ status: response.status, body: data ?? error });
    } catch (failure) {
      setResult({ status: 0, body: failure instanceof Error ? failure.message : String(failure) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack space="large">
      <title>Login call test</title>
      <Heading level={1}>Login call test</Heading>
      <Text tone="muted">
        A developer page: it calls POST /auth/login and shows the answer. No session is stored.
      </Text>
      <form onSubmit={submit} aria-label="Login call">
        <Stack space="medium" align="left">
          <TextField
            label="Email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <PasswordField
            label="Password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button type="submit" busy={busy} busyLabel="Sending...">
            Send the login call
          </Button>
        </Stack>
      </form>
      {result && (
        <Card title={`Answer: HTTP ${result.status}`} headingLevel={2}>
          <pre aria-label="Response body">{JSON.stringify(result.body, null, 2)}</pre>
        </Card>
      )}
    </Stack>
  );
}
