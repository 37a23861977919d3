import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Outlet, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AppRoutes,
  elementRoutes,
  isChunkLoadError,
  PAGE_LOAD_FAILED,
  PAGE_RENDER_FAILED,
  PageLoadError,
  preloadPages,
  useRouteHandle,
} from './routing.tsx';

interface Handle {
  title: string;
}

function Title() {
  return <h1>{useRouteHandle<Handle>()?.title ?? 'No handle'}</h1>;
}

function Layout() {
  return (
    <main>
      <p>Frame</p>
      <Link to="/">Home</Link>
      <Link to="/broken">Broken</Link>
      <Outlet />
    </main>
  );
}

function Broken(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'title')");
}

/** A page whose own lazy part (an editor, a dialog) failed to load. */
function EditorChunk(): never {
  throw new TypeError(
    'Failed to fetch dynamically imported module: http://localhost/assets/Editor-1a2b.js',
  );
}

const table: RouteObject[] = [
  {
    element: <Layout />,
    handle: { title: 'Outer' },
    children: [
      { index: true, lazy: async () => ({ Component: () => <p>Home page</p> }) },
      { path: 'news', handle: { title: 'News' }, lazy: async () => ({ Component: Title }) },
      { path: 'outer', lazy: async () => ({ Component: Title }) },
      { path: 'plain', element: <p>Plain element</p> },
      { path: 'empty', lazy: async () => ({}) },
      { path: 'offline', lazy: () => Promise.reject(new Error('Failed to fetch module')) },
      { path: 'broken', lazy: async () => ({ Component: Broken }) },
      { path: 'editor', lazy: async () => ({ Component: EditorChunk }) },
    ],
  },
];

const show = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes routes={elementRoutes(table)} />
    </MemoryRouter>,
  );

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('elementRoutes', () => {
  it("renders a lazy route's Component inside its layout", async () => {
    show('/');
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(screen.getByText('Frame')).toBeTruthy();
  });

  it("gives a page the nearest route's handle", async () => {
    show('/news');
    expect(await screen.findByRole('heading', { name: 'News' })).toBeTruthy();
  });

  it("falls back to a parent's handle", async () => {
    show('/outer');
    expect(await screen.findByRole('heading', { name: 'Outer' })).toBeTruthy();
  });

  it('keeps routes that already have an element', async () => {
    show('/plain');
    expect(await screen.findByText('Plain element')).toBeTruthy();
  });

  it('shows a retryable error, in the frame, for a page that failed to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    show('/offline');
    expect((await screen.findByRole('alert')).textContent).toContain(PAGE_LOAD_FAILED);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByText('Frame')).toBeTruthy();
  });

  it('reports a module without a Component as a failed page', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    show('/empty');
    expect((await screen.findByRole('alert')).textContent).toContain(PAGE_LOAD_FAILED);
    expect(String(logged.mock.calls.flat())).toContain(
      'Route empty: its module exports no Component',
    );
  });

  it('apologises, without blaming the connection, for a page that threw while rendering', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    show('/broken');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(PAGE_RENDER_FAILED);
    expect(alert.textContent).not.toContain('connection');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByText('Frame')).toBeTruthy();
    const reported = logged.mock.calls.find(
      (call) => call[0] === 'A page failed to load or render:',
    );
    expect(String(reported?.[1])).toContain(
      "Cannot read properties of undefined (reading 'title')",
    );
  });

  it('calls a failed chunk inside a page a load failure, with Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    show('/editor');
    expect((await screen.findByRole('alert')).textContent).toContain(PAGE_LOAD_FAILED);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('shows the next page after a failed one (the boundary resets when the address changes)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    show('/offline');
    expect((await screen.findByRole('alert')).textContent).toContain(PAGE_LOAD_FAILED);
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Broken' }));
    expect((await screen.findByRole('alert')).textContent).toContain(PAGE_RENDER_FAILED);
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leaves no lazy for the router, which would warn outside a data router', () => {
    const walk = (routes: RouteObject[]): boolean =>
      routes.every((route) => !('lazy' in route) && (!route.children || walk(route.children)));
    expect(walk(elementRoutes(table))).toBe(true);
  });

  it('refuses a lazy object, which only a data router understands', () => {
    const objectLazy = [{ path: 'x', lazy: { Component: async () => Title } }] as RouteObject[];
    expect(() => elementRoutes(objectLazy)).toThrow(
      'Route x: write `lazy` as a function returning import(...)',
    );
  });
});

describe('preloadPages', () => {
  it('loads the matched page first, so it renders at once, without suspending (hydration)', async () => {
    const routes = elementRoutes(table);
    await preloadPages(table, '/news');
    render(
      <MemoryRouter initialEntries={['/news']}>
        <AppRoutes routes={routes} />
      </MemoryRouter>,
    );
    // No findBy: the page is there in the first commit.
    expect(screen.getByRole('heading', { name: 'News' })).toBeTruthy();
  });

  it('leaves a page that fails to load to its boundary, without failing itself', async () => {
    const routes = elementRoutes(table);
    await expect(preloadPages(table, '/offline')).resolves.toBeUndefined();
    render(
      <MemoryRouter initialEntries={['/offline']}>
        <AppRoutes routes={routes} />
      </MemoryRouter>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain(PAGE_LOAD_FAILED);
  });

  it('does nothing for a page not yet loaded elsewhere: without it, the first render suspends', () => {
    show('/outer');
    expect(screen.queryByRole('heading')).toBeNull();
  });
});

describe('isChunkLoadError', () => {
  it.each([
    ['a page module', new PageLoadError('Route x: its module could not be loaded')],
    ['Chromium', new TypeError('Failed to fetch dynamically imported module: /assets/a.js')],
    ['Firefox', new TypeError('error loading dynamically imported module: /assets/a.js')],
    ['Safari', new TypeError('Importing a module script failed.')],
    ["Vite's preload of a stylesheet", new Error('Unable to preload CSS for /assets/a.css')],
  ])('is true for %s', (_, error) => expect(isChunkLoadError(error)).toBe(true));

  it.each([
    ['a render bug', new TypeError("Cannot read properties of undefined (reading 'x')")],
    ['a thrown string', 'Failed'],
    ['nothing', undefined],
  ])('is false for %s', (_, error) => expect(isChunkLoadError(error)).toBe(false));
});
