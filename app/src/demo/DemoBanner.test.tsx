/**
 * The demo bar's chaos switch (jsdom: app/ has no stories, and Storybook's own MSW worker would
 * fight the demo's). On and off, kept where the demo keeps its settings (localStorage, read back
 * on the next load), told to screen readers, and what failed loads again once it is off.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@forum/forum-ui/design-system';
import {
  CHAOS_STORAGE_KEY,
  DEFAULT_CHAOS_SEED,
  DEMO_CHAOS_RATE,
  readChaosSetting,
} from '@forum/mocks/chaos';
import DemoBanner from './DemoBanner.tsx';
import { CHAOS_OFF_NOTE, CHAOS_ON_NOTE } from './demoChaos.ts';

// The demo's backend module, without its service worker (jsdom has none): the same setting,
// kept the same way (writeChaosSetting), on the same Chaos class.
vi.mock('@forum/mocks/browser', async () => {
  const { Chaos, writeChaosSetting } = await import('@forum/mocks/chaos');
  const chaos = new Chaos();
  return {
    chaos,
    setChaos: (settings: Parameters<typeof chaos.configure>[0]) => {
      writeChaosSetting(window.localStorage, settings);
      chaos.configure(settings);
    },
  };
});

const { chaos } = (await import('@forum/mocks/browser')) as unknown as {
  chaos: { settings: unknown };
};

function renderBanner(queryClient = new QueryClient()) {
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <DemoBanner />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return screen.getByRole<HTMLInputElement>('checkbox', { name: /Failing backend/ });
}

beforeEach(() => window.localStorage.removeItem(CHAOS_STORAGE_KEY));
afterEach(cleanup);

describe('DemoBanner: the failing-backend switch', () => {
  it('is off by default', () => {
    expect(renderBanner().checked).toBe(false);
    expect(screen.getByRole('complementary', { name: 'Demo mode' })).toBeTruthy();
  });

  it('turned on: the mock backend fails 1 call in 5, kept for the next load, and said', async () => {
    const box = renderBanner();
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    const note = await screen.findByText(CHAOS_ON_NOTE);
    // The toaster's polite live region: a screen reader reads it without moving focus.
    expect(note.closest('[role="status"]')).not.toBeNull();
    expect(readChaosSetting(window.localStorage)).toEqual({
      rate: DEMO_CHAOS_RATE,
      seed: DEFAULT_CHAOS_SEED,
    });
    expect(chaos.settings).toEqual({ rate: DEMO_CHAOS_RATE, seed: DEFAULT_CHAOS_SEED });

    // A reload reads it back: the switch shows on.
    cleanup();
    expect(renderBanner().checked).toBe(true);
  });

  it('turned off: forgotten, said, and what failed loads again at once', async () => {
    window.localStorage.setItem(
      CHAOS_STORAGE_KEY,
      JSON.stringify({ rate: DEMO_CHAOS_RATE, seed: DEFAULT_CHAOS_SEED }),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let answer: () => Promise<string> = () => Promise.reject(new Error('Server Error'));
    const fetched = vi.fn(() => answer());
    const options = { queryKey: ['failed'], queryFn: fetched, retryOnMount: false };
    await queryClient.fetchQuery(options).catch(() => undefined);
    // On screen (an observer), in its error state, as a page whose load failed.
    const stop = new QueryObserver(queryClient, options).subscribe(() => undefined);
    expect(queryClient.getQueryState(['failed'])?.status).toBe('error');
    answer = () => Promise.resolve('ok');

    const box = renderBanner(queryClient);
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    expect(box.checked).toBe(false);
    expect(await screen.findByText(CHAOS_OFF_NOTE)).toBeTruthy();
    expect(window.localStorage.getItem(CHAOS_STORAGE_KEY)).toBeNull();
    expect(chaos.settings).toBeNull();
    await waitFor(() => expect(queryClient.getQueryData(['failed'])).toBe('ok'));
    stop();
  });

  it('works with the keyboard alone: Tab to it, Space toggles it', async () => {
    const user = userEvent.setup();
    const box = renderBanner();
    while (document.activeElement !== box) await user.tab();
    await user.keyboard(' ');
    expect(box.checked).toBe(true);
    expect(await screen.findByText(CHAOS_ON_NOTE)).toBeTruthy();
    await user.keyboard(' ');
    expect(box.checked).toBe(false);
    expect(await screen.findByText(CHAOS_OFF_NOTE)).toBeTruthy();
  });
});
