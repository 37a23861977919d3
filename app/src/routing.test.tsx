import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Outlet, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes, elementRoutes, PAGE_LOAD_FAILED, useRouteHandle } from './routing.tsx';

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
      <Outlet />
    </main>
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
