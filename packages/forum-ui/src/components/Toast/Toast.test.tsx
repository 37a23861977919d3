import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { normalizeError } from '@forum/api';
import { keepForLogin } from '../../../../api/src/resendClaims.ts';
import { ToastProvider, useToast, type ToastApi } from './Toast.tsx';

function setup() {
  let api: ToastApi | undefined;
  function Grab() {
    api = useToast();
    return null;
  }
  render(
    <ToastProvider>
      <Grab />
    </ToastProvider>,
  );
  return {
    toast: () => api!,
    region: () => within(screen.getByRole('region', { name: 'Notifications' })),
  };
}

describe("the toaster's failed (an action's failure)", () => {
  it('shows the failure as an error toast', () => {
    const { toast, region } = setup();
    let id: string | undefined;
    act(() => {
      id = toast().failed(normalizeError({ status: 500, data: {} }), 'Failed to like thread');
    });
    expect(id).toBeDefined();
    expect(region().getByText('Failed to like thread')).toBeTruthy();
  });

  it('shows nothing for an action that waits for a login (the login prompt speaks for it)', () => {
    const { toast, region } = setup();
    const error = normalizeError({ status: 401, data: { message: 'Unauthenticated.' } });
    keepForLogin(error);
    let id: string | undefined = 'unset';
    act(() => {
      id = toast().failed(error, 'Failed to like thread');
    });
    expect(id).toBeUndefined();
    expect(region().queryByText('Failed to like thread')).toBeNull();
    // A 401 the query client does not keep (a login, or no session to resend for) is told.
    act(() => {
      toast().failed(normalizeError({ status: 401, data: {} }), 'Failed to like thread');
    });
    expect(region().getByText('Failed to like thread')).toBeTruthy();
  });
});
