// @vitest-environment node
// `npm run mock-api` as a person runs it: the real process, over HTTP on loopback.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const port = 4600 + (process.pid % 300);
const base = `http://127.0.0.1:${port}/api/v1`;
let server: ChildProcess;

beforeAll(async () => {
  server = spawn(process.execPath, [fileURLToPath(new URL('./server.mjs', import.meta.url))], {
    env: { ...process.env, MOCK_API_PORT: String(port), MOCK_API_HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  server.stderr?.on('data', (chunk) => (errors += String(chunk)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`mock-api did not start:\n${errors}`)), 30_000);
    server.stdout?.on('data', (chunk) => {
      if (String(chunk).includes('Mock API on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    server.on('exit', (code) => reject(new Error(`mock-api exited with ${code}:\n${errors}`)));
  });
}, 40_000);

afterAll(() => {
  server?.kill();
});

describe('npm run mock-api', () => {
  it('answers public calls over HTTP', async () => {
    const response = await fetch(`${base}/threads?category=device-hardware&per_page=2`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: unknown[]; meta: { total: number } };
    expect(body.data).toHaveLength(2);
    expect(body.meta.total).toBeGreaterThan(2);
    expect((await fetch(`${base}/meta-tags/forum`)).status).toBe(200);
  });

  it('logs in and answers an admin call with the token; refuses a guest', async () => {
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'password' }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const stats = await fetch(`${base}/admin/users`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    });
    expect(stats.status).toBe(200);
    const guest = await fetch(`${base}/admin/users`, { headers: { Accept: 'application/json' } });
    expect(guest.status).toBe(401);
    expect(await guest.json()).toEqual({ message: 'Unauthenticated.' });
  });
});
