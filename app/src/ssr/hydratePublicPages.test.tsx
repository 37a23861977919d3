/**
 * The public pages hydrate without a mismatch: a page rendered as a guest (as a server does,
 * before this browser's storage is known) on a machine in UTC, then hydrated here, in another
 * time zone, where the storage holds a dark theme and, in one case, a member's session. React reports no mismatch, and the stored theme
 * and the member's header take over after hydration.
 */
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  TOKEN_KEY,
  USER_KEY,
  createApiClient,
  createForumQueryClient,
  createMemoryStorage,
  createSessionStore,
} from '@forum/api';
import { DRAFT_PREFIX } from '@forum/forum-ui/design-system';
import { LOGIN_DRAFT } from '@forum/forum-ui/features/accounts';
import { CONTACT_DRAFT } from '@forum/forum-ui/features/pages';
import { db, server } from '../../../mocks/node.ts';
import { AppProviders } from '../providers.tsx';
import { routes } from '../routes.tsx';
import { AppRoutes, elementRoutes } from '../routing.tsx';
import { ROUTES, isRedirect } from '../pages.ts';
import { hydrateState } from './hydrateState.ts';
import {
  createServerQueryClient,
  dehydratePage,
  loadPage,
  undeclaredQueries,
} from './renderPage.tsx';

const BASE = 'http://forum.test/api/v1';
const table = elementRoutes(routes);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // Hydration runs inside act(), as Testing Library's render does.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function page(path: string, queryClient: QueryClient, storage: Storage) {
  const api = createApiClient({ session: createSessionStore(storage), baseUrl: BASE });
  return (
    <AppProviders api={api} queryClient={queryClient} siteUrl="http://forum.test/">
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes routes={table} />
      </MemoryRouter>
    </AppProviders>
  );
}

/**
 * The guest's HTML with its data, and that data dehydrated (what a server sends): the page's
 * declared data fetched first (the route table), then rendered. Rendered with renderToString,
 * which finishes in one go: here the server and the browser renderer share React's contexts,
 * which a streaming render left suspended would disturb.
 */
async function serverRender(path: string) {
  const queryClient = createServerQueryClient();
  const api = createApiClient({
    session: createSessionStore(createMemoryStorage()),
    baseUrl: BASE,
  });
  await loadPage(path, api, queryClient);
  // renderToString cannot wait for a lazy part of the frame (the server's streaming render
  // does): render again once it has loaded. <!--$!--> marks a boundary left for the browser.
  let html = renderToString(page(path, queryClient, createMemoryStorage()));
  for (let pass = 0; pass < 10 && html.includes('<!--$!-->'); pass += 1) {
    await new Promise((settle) => setTimeout(settle, 20));
    html = renderToString(page(path, queryClient, createMemoryStorage()));
  }
  expect(undeclaredQueries(queryClient)).toEqual([]);
  // Through the wire as the server sends it (embedState.ts's JSON), with the same queries.
  return { html, state: JSON.parse(JSON.stringify(dehydratePage(queryClient))) as DehydratedState };
}

/** A found and a missing address for the route patterns with params (a new one must add its own). */
const PARAM_SAMPLES: Record<string, { found: string; missing: string }> = {
  'Forum/:slug': { found: '/Forum/hardware', missing: '/Forum/no-such-board' },
  'threads/:idOrSlug': { found: '/threads/2', missing: '/threads/999999' },
  'thread/:idOrSlug': { found: '/thread/2', missing: '/thread/no-such-thread' },
  'users/:id': { found: '/users/3', missing: '/users/999999' },
  '*': { found: '/no-such-page', missing: '/no/such/page/at/all' },
};

/**
 * Every address the server renders, a found one and a missing one each: a paged list past its
 * last page, a search with no results, a page with no params under an address of its own that
 * no route has (the not-found page).
 */
function serverRenderedSamples(): [string, string][] {
  return ROUTES.flatMap((route) =>
    isRedirect(route) || route.render !== 'server'
      ? []
      : route.paths.flatMap((pattern): [string, string][] => {
          const sample = PARAM_SAMPLES[pattern];
          if (sample)
            return [
              [pattern, sample.found],
              [pattern, sample.missing],
            ];
          if (pattern.includes(':'))
            throw new Error(`${pattern}: add a found and a missing address to PARAM_SAMPLES`);
          const path = `/${pattern}`;
          if (pattern === '')
            return [
              ['/', '/'],
              ['/', '/no-such-page'],
            ];
          if (route.module === 'paged-list')
            return [
              [pattern, path],
              [pattern, `${path}?page=999`],
            ];
          if (route.module === 'search')
            return [
              [pattern, `${path}?q=laptop`],
              [pattern, `${path}?q=zzqxjvw`],
            ];
          return [
            [pattern, path],
            [pattern, `${path.replace(/\/$/, '')}/no-such-page`],
          ];
        }),
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-theme');
  window.sessionStorage.clear();
});

const machineZone = process.env.TZ;
afterEach(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

async function hydratePage(
  path: string,
  stored: () => Record<string, string>,
  drafts: Record<string, Record<string, string>> = {},
) {
  db.reset();
  // The server's machine keeps UTC; this browser is in Tokyo, an hour off the site's Manila, so
  // every date and time on the page would differ if it were written in the reader's zone
  // before the page is hydrated (LocalTime shows it in the site's zone until then).
  process.env.TZ = 'UTC';
  const { html, state } = await serverRender(path);
  process.env.TZ = 'Asia/Tokyo';
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  // This browser's storage, which the server could not see.
  for (const [key, value] of Object.entries(stored())) window.localStorage.setItem(key, value);
  // A form's draft, kept in this tab's storage across a reload.
  for (const [key, values] of Object.entries(drafts))
    window.sessionStorage.setItem(DRAFT_PREFIX + key, JSON.stringify(values));
  const queryClient = createForumQueryClient();
  // As main.tsx does on a page the server rendered.
  hydrateState(state)(queryClient);
  const mismatches: unknown[] = [];
  const consoleErrors = vi.spyOn(console, 'error');
  await act(async () => {
    root = hydrateRoot(container, page(path, queryClient, window.localStorage), {
      onRecoverableError: (error) => void mismatches.push(error),
    });
  });
  return { mismatches, consoleErrors };
}

function memberSession() {
  const user = db.state.users.find((u) => u.id === 3)!;
  db.state.tokens.push({ token: 'hydration-token', user_id: user.id, created_at: db.nowIso() });
  return {
    [TOKEN_KEY]: 'hydration-token',
    [USER_KEY]: JSON.stringify({
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
    }),
  };
}

// A page's first render loads its lazy modules: seconds on a busy 2-core machine.
describe('public pages hydrate without a mismatch', { timeout: 30_000 }, () => {
  it.each(serverRenderedSamples())(
    '%s → %s, for a guest who chose the dark theme',
    async (_pattern, path) => {
      const { mismatches, consoleErrors } = await hydratePage(path, () => ({
        'forum.theme': 'dark',
      }));
      expect(mismatches.map(String)).toEqual([]);
      expect(consoleErrors).not.toHaveBeenCalled();
      // The stored choice takes over after hydration.
      await waitFor(() => expect(document.documentElement.getAttribute('data-theme')).toBe('dark'));
      expect(screen.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed')).toBe(
        'true',
      );
    },
  );

  it('/threads/2, with a member session restored from storage', async () => {
    const { mismatches, consoleErrors } = await hydratePage('/threads/2', memberSession);
    expect(mismatches.map(String)).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
    // The member's header takes over after hydration.
    expect(await screen.findByRole('button', { name: 'Logout' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  // The server renders a form empty; what this tab kept of it comes back after hydration.
  it.each([
    ['/ContactUs', CONTACT_DRAFT, { subject: 'Kept subject', message: 'Kept across a reload' }],
    ['/login', LOGIN_DRAFT, { email: 'kept@example.com' }],
  ])('%s, with a draft kept in this tab', async (path, key, draft) => {
    const { mismatches, consoleErrors } = await hydratePage(path, () => ({}), { [key]: draft });
    expect(mismatches.map(String)).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
    for (const value of Object.values(draft))
      await waitFor(() => expect(screen.getByDisplayValue(value)).toBeTruthy());
  });
});
