// The served site for benchmarks: the mock API (npm run mock-api) and the server of
// `npm run serve`, each in its own process, on ports of their own.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

function start(command, args, env, ready) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env } });
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk) => {
      out += chunk;
      if (ready.test(out)) resolve(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) =>
      reject(new Error(`${command} ${args.join(' ')} exited (${code}):\n${out}`)),
    );
  });
}

/**
 * Starts both (building the site first unless `build` is false); returns the API's base URL,
 * the site's address and `stop()`.
 */
export async function startServedSite({ apiPort, port, build = true }) {
  const api = `http://127.0.0.1:${apiPort}/api/v1`;
  const children = [];
  const stop = () => children.forEach((child) => child.kill());
  try {
    children.push(
      await start('node', ['mocks/server.mjs'], { MOCK_API_PORT: String(apiPort) }, /Mock API on/),
    );
    const args = ['scripts/serve.mjs', ...(build ? [] : ['--no-build'])];
    children.push(await start('node', args, { PORT: String(port), API_BASE_URL: api }, /Site on/));
  } catch (error) {
    stop();
    throw error;
  }
  return { api, site: `http://127.0.0.1:${port}`, stop };
}
