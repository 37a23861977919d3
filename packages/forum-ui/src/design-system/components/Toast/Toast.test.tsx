import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast, type ToastApi, type ToastProviderProps } from './Toast.tsx';

/**
 * The provider with its region on screen: the region is a lazy chunk (it loads after the page
 * is interactive), so the render waits for it once, whatever ran before in this worker.
 */
async function setup(props: Omit<ToastProviderProps, 'children'> = {}) {
  let api: ToastApi | undefined;
  function Grab() {
    api = useToast();
    return null;
  }
  render(
    <ToastProvider {...props}>
      <Grab />
    </ToastProvider>,
  );
  await act(async () => {
    await import('./ToastRegion.tsx');
  });
  return {
    toast: () => api!,
    region: () => within(screen.getByRole('region', { name: 'Notifications' })),
  };
}

describe("the toaster's failed (an action's failure)", () => {
  it('shows the failure as an error toast', async () => {
    const { toast, region } = await setup();
    let id: string | undefined;
    act(() => {
      id = toast().failed(new Error('Server Error'), 'Failed to like thread');
    });
    expect(id).toBeDefined();
    expect(region().getByText('Failed to like thread')).toBeTruthy();
  });

  it('shows nothing for a failure the provider calls quiet (the app: an action that waits for a login)', async () => {
    const waiting = new Error('Unauthenticated.');
    const { toast, region } = await setup({ isQuietFailure: (cause) => cause === waiting });
    let id: string | undefined = 'unset';
    act(() => {
      id = toast().failed(waiting, 'Failed to like thread');
    });
    expect(id).toBeUndefined();
    expect(region().queryByText('Failed to like thread')).toBeNull();
    // Any other failure is told.
    act(() => {
      toast().failed(new Error('Unauthenticated.'), 'Failed to like thread');
    });
    expect(region().getByText('Failed to like thread')).toBeTruthy();
  });
});

describe("the toaster's durations", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('closes a toast after its tone’s default lifetime', async () => {
    vi.useFakeTimers();
    const { toast, region } = await setup();
    act(() => {
      toast().success('Reply posted successfully!');
    });
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(region().getByText('Reply posted successfully!')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(region().queryByText('Reply posted successfully!')).toBeNull();
  });

  it('keeps toasts until dismissed with Infinity durations, except one given its own', async () => {
    vi.useFakeTimers();
    const { toast, region } = await setup({
      durations: { success: Infinity, info: Infinity, error: Infinity },
    });
    act(() => {
      toast().success('Reply posted successfully!');
      toast().error('Failed to like thread');
      toast().info('Copied', { duration: 300 });
    });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(region().getByText('Reply posted successfully!')).toBeTruthy();
    expect(region().getByText('Failed to like thread')).toBeTruthy();
    expect(region().queryByText('Copied')).toBeNull();
  });
});
