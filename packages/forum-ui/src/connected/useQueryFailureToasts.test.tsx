import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProviders } from '../test/decorators.tsx';

const failing = { message: 'Server Error', status: 500, data: { message: 'Server Error' } };

function List({ name, failureToast }: { name: string; failureToast?: string }) {
  const query = useQuery({
    queryKey: [name],
    queryFn: () => Promise.reject(failing),
    meta: failureToast === undefined ? undefined : { failureToast },
  });
  return <p>{query.isError ? `${name} failed` : `${name} loading`}</p>;
}

afterEach(cleanup);

describe('load-failure toasts from the query cache', () => {
  it("shows a failed query's failureToast, once, for lists that fail together", async () => {
    render(
      <TestProviders>
        <List name="threads" failureToast="Failed to load pending items" />
        <List name="users" failureToast="Failed to load pending items" />
      </TestProviders>,
    );
    await screen.findByText('threads failed');
    await screen.findByText('users failed');
    const toasts = await screen.findAllByText('Failed to load pending items');
    expect(toasts).toHaveLength(1);
    expect(document.querySelectorAll('[data-toast-id]')).toHaveLength(1);
  });

  it('shows nothing for a query whose meta asks for no toast', async () => {
    render(
      <TestProviders>
        <List name="quiet" />
      </TestProviders>,
    );
    await screen.findByText('quiet failed');
    // The regions (role=status, role=alert) are always there; a toast is an item inside them.
    await waitFor(() => expect(document.querySelector('[data-toast-id]')).toBeNull());
  });
});
