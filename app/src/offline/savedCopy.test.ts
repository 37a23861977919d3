import { describe, expect, it } from 'vitest';
import { markSavedCopy } from '../../worker/rules.ts';
import { savedCopyShown, savedCopyTime, type ShownQuery } from './savedCopy.ts';

// The document as the server writes it, marked by the worker when it answers from its copy.
const PAGE = '<!doctype html><html lang="en"><body><div id="root"></div></body></html>';
const documentOf = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('a page served from the saved copy', () => {
  it('reads the time the worker marked on its html element', () => {
    const saved = documentOf(markSavedCopy(PAGE, 1_764_297_720_000));
    expect(savedCopyTime(saved)).toBe(1_764_297_720_000);
  });

  it('a page from the network is no saved copy', () => {
    expect(savedCopyTime(documentOf(PAGE))).toBe(0);
  });

  const query = (active: boolean, dataUpdatedAt: number, data: unknown = {}): ShownQuery => ({
    isActive: () => active,
    state: { data, dataUpdatedAt },
  });
  const pending: ShownQuery = {
    isActive: () => true,
    state: { data: undefined, dataUpdatedAt: 0 },
  };

  it('is shown while a query on screen still holds data from before the load', () => {
    const loadedAt = 10_000;
    expect(savedCopyShown([query(true, 9_000), query(true, 11_000)], loadedAt)).toBe(true);
    // Every query on screen fetched again from the network: the notice goes.
    expect(savedCopyShown([query(true, 11_000), query(true, 12_000)], loadedAt)).toBe(false);
    // Old data no longer on screen (another page), or no data: nothing to say.
    expect(savedCopyShown([query(false, 9_000), query(true, 12_000)], loadedAt)).toBe(false);
    expect(savedCopyShown([pending], loadedAt)).toBe(false);
    expect(savedCopyShown([], loadedAt)).toBe(false);
  });
});
