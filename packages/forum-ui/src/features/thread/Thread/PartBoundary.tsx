import { Component, type ReactNode } from 'react';

/**
 * Whether an error is code that could not be loaded (a lazy part's chunk or its stylesheet:
 * offline with the part never fetched, or gone after a deploy), as browsers and Vite's preload
 * helper word it, rather than a bug.
 */
export function isLoadFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  // Chromium and Firefox ('… dynamically imported module'), Safari, Vite's preload helper.
  return /dynamically imported module|Importing a module script|Unable to preload CSS/i.test(
    message,
  );
}

export interface PartBoundaryProps {
  /** What shows instead of the part when its code could not be loaded (nothing by default). */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * Around a part of the thread page that loads after it (the composer, the Quote offer, the
 * shortcuts, the kept replies): when the part's code cannot be loaded, the page stays and the
 * part gives way to `fallback`. A read thread opened offline, whose composer was never fetched,
 * shows the thread. Any other error goes on to the page's boundary.
 */
export class PartBoundary extends Component<PartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(error: unknown) {
    if (!isLoadFailure(error)) throw error;
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
