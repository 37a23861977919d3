import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHydrated } from './useHydrated.ts';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

/** Hydrates `html` with `element`; returns the container and the recoverable errors. */
async function hydrate(html: string, element: React.ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError: (error) => recoverable.push(error) });
  });
  container.remove();
  return { container, recoverable };
}

describe('useHydrated', () => {
  it('is false on the server and while hydrating, then true', async () => {
    const seen: boolean[] = [];
    function Probe() {
      const hydrated = useHydrated();
      seen.push(hydrated);
      return <p>{hydrated ? 'browser' : 'server'}</p>;
    }
    const html = renderToString(<Probe />);
    expect(html).toBe('<p>server</p>');
    seen.length = 0;
    const { container, recoverable } = await hydrate(html, <Probe />);
    expect(recoverable).toEqual([]);
    expect(seen).toEqual([false, true]); // the hydration render, then one more
    expect(container.textContent).toBe('browser');
  });

  it('when nothing differs before hydration, is true throughout and renders once', async () => {
    const seen: boolean[] = [];
    function Probe() {
      const hydrated = useHydrated(false);
      seen.push(hydrated);
      return <p>same</p>;
    }
    const html = renderToString(<Probe />);
    expect(seen).toEqual([true]);
    seen.length = 0;
    const { recoverable } = await hydrate(html, <Probe />);
    expect(recoverable).toEqual([]);
    expect(seen).toEqual([true]); // the hydration render only
  });
});
