#!/usr/bin/env node
// `npm run test:production` (a step of `npm test`): the site installs and runs as deployed
// (docs/site.md, "Deploying"). In a scratch folder holding only what a deployment copies (the
// package files, the lockfile, app/server and the build), `npm ci --omit=dev` installs the
// production dependencies; the check fails if a development tool is among them, then starts
// `node app/server/start.mjs` over the mock API and asks it for pages.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProcess } from './bench/servedSite.mjs';
import { buildSite } from './build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** What a production install must not hold: the build, test and mock tools. */
export const DEVELOPMENT_ONLY = [
  'msw',
  'vite',
  'vitest',
  'esbuild',
  'rolldown',
  'typescript',
  'storybook',
  'playwright',
  '@playwright/test',
  '@storybook/react-vite',
  '@vanilla-extract/vite-plugin',
  'fake-indexeddb',
];

/**
 * The files a deployment copies from the repo, besides the build: the package files and the
 * lockfile, and the server's files as the Dockerfile's last stage copies them (so an image that
 * would lack one fails here, on a machine without Docker).
 */
function deploymentFiles() {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const copy = /^COPY ((?:app\/server\/\S+ )+)app\/server\/$/m.exec(
    readFileSync(join(root, 'Dockerfile'), 'utf8'),
  );
  if (!copy) throw new Error('The Dockerfile copies no app/server/ files.');
  return [
    'package.json',
    'package-lock.json',
    ...workspaces.map((workspace) => `${workspace}/package.json`),
    ...copy[1].trim().split(' '),
  ];
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

const problems = [];
const expect = (ok, message) => {
  if (!ok) problems.push(message);
};

const scratch = mkdtempSync(join(tmpdir(), 'forum-production-'));
const children = [];
try {
  const [apiPort, port] = [await freePort(), await freePort()];
  const api = `http://127.0.0.1:${apiPort}/api/v1`;
  for (const file of deploymentFiles()) {
    mkdirSync(dirname(join(scratch, file)), { recursive: true });
    cpSync(join(root, file), join(scratch, file));
  }
  console.log('npm ci --omit=dev');
  execFileSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: scratch,
    stdio: 'inherit',
  });
  // The build reads its server entry back, with the production dependencies it will run on.
  console.log(`npm run build (API_BASE_URL=${api}) into ${scratch}/app/dist-server`);
  await buildSite(api, join(scratch, 'app', 'dist-server'));
  for (const name of DEVELOPMENT_ONLY)
    expect(
      !existsSync(join(scratch, 'node_modules', name)),
      `${name} is installed by npm ci --omit=dev: a development tool in production`,
    );

  children.push(
    await startProcess(
      'node',
      ['mocks/server.mjs'],
      { MOCK_API_PORT: String(apiPort), MOCK_CLOCK: 'fixed' },
      /Mock API on/,
    ),
  );
  // The documented start command, in the scratch folder, with nothing of the repo's around it.
  children.push(
    await startProcess(
      'node',
      ['app/server/start.mjs'],
      { PORT: String(port), SITE_URL: 'https://forum.example/', NODE_PATH: '' },
      /Site on/,
      scratch,
    ),
  );
  const site = `http://127.0.0.1:${port}`;
  const thread = await fetch(`${site}/threads/2`);
  const body = await thread.text();
  expect(thread.status === 200, `GET /threads/2: ${thread.status}, not 200`);
  expect(
    thread.headers.get('content-security-policy')?.includes("script-src 'self'"),
    'GET /threads/2: no Content-Security-Policy',
  );
  expect(
    body.includes('<title>React 19 server components review after one month | TechForum</title>'),
    'GET /threads/2: the thread was not rendered with its data',
  );
  expect(
    body.includes('<link rel="canonical" href="https://forum.example/threads/'),
    'GET /threads/2: the canonical link is not built from SITE_URL',
  );
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(body)?.[1];
  const asset = script && (await fetch(`${site}${script}`));
  expect(asset?.status === 200, `the page's script ${script}: ${asset?.status}, not 200`);
} finally {
  children.forEach((child) => child.kill());
  rmSync(scratch, { recursive: true, force: true });
}

if (problems.length) {
  console.error(`\n✘ The production install:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `\n✔ npm ci --omit=dev installs no development tool (${DEVELOPMENT_ONLY.length} checked), and node app/server/start.mjs serves a rendered thread and its script.`,
);
