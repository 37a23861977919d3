import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLoadFailure, PartBoundary } from './PartBoundary.tsx';

function Throws({ error }: { error: Error }): never {
  throw error;
}

describe('PartBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows its fallback when the part could not be loaded, and keeps the page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <main>
        <h1>The thread</h1>
        <PartBoundary fallback={<p>The reply box could not be loaded.</p>}>
          <Throws error={new Error('Unable to preload CSS for /assets/appForm-x.css')} />
        </PartBoundary>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'The thread' })).toBeTruthy();
    expect(screen.getByText('The reply box could not be loaded.')).toBeTruthy();
  });

  it('passes any other error on to the boundary above', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <PartBoundary>
          <Throws error={new TypeError('a bug')} />
        </PartBoundary>,
      ),
    ).toThrow('a bug');
  });

  it('tells a load failure, as browsers and Vite word it, from a bug', () => {
    expect(isLoadFailure(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(
      true,
    );
    expect(isLoadFailure(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isLoadFailure(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(
      false,
    );
  });
});
