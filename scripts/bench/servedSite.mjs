// The served site for benchmarks: the mock API (npm run mock-api) and the server of
// `npm run serve`, each in its own process, on ports of their own.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Starts a process and resolves once its output matches `ready`; rejects if it exits first. */
export function startProcess(command, args, env, ready, cwd = root) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env } });
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
 * Starts both (building the site first unless `build` is false), and a server more for each of
 * `sites` ({ port, env }); returns the API's base URL, the site's address, the others' and
 * `stop()`.
 */
export async function startServedSite({ apiPort, port, build = true, sites = [] }) {
  const api = `http://127.0.0.1:${apiPort}/api/v1`;
  const children = [];
  const stop = () => children.forEach((child) => child.kill());
  try {
    children.push(
      await startProcess(
        'node',
        ['mocks/server.mjs'],
        { MOCK_API_PORT: String(apiPort) },
        /Mock API on/,
      ),
    );
    const args = ['scripts/serve.mjs', ...(build ? [] : ['--no-build'])];
    children.push(
      await startProcess('node', args, { PORT: String(port), API_BASE_URL: api }, /Site on/),
    );
    // More servers of the same build, each with its own environment (e.g. SSR_CACHE_SECONDS=0).
    for (const { port: other, env } of sites)
      children.push(
        await startProcess(
          'node',
          ['scripts/serve.mjs', '--no-build'],
          { PORT: String(other), API_BASE_URL: api, ...env },
          /Site on/,
        ),
      );
  } catch (error) {
    stop();
    throw error;
  }
  return {
    api,
    site: `http://127.0.0.1:${port}`,
    others: sites.map(({ port: other }) => `http://127.0.0.1:${other}`),
    stop,
  };
}
