import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalTime } from './LocalTime.tsx';

const machineZone = process.env.TZ;
afterEach(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

describe('LocalTime on a page rendered on the server', () => {
  it('hydrates in another zone without a mismatch, then shows the reader’s day', async () => {
    // 20:37 UTC on the 24th: the 25th in Manila, still the 24th in New York.
    const at = '2026-11-24T20:37:00Z';
    process.env.TZ = 'UTC'; // the server's machine
    const html = renderToString(<LocalTime value={at} withTime />);
    expect(html).toContain('Nov 25, 2026, 4:37 AM'); // the site's zone (Manila), for every reader
    expect(html).toContain('dateTime="2026-11-24T20:37:00.000Z"');

    process.env.TZ = 'America/New_York'; // the reader's browser
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <LocalTime value={at} withTime />, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    // No mismatch (React reports one as a recoverable error and renders the page again).
    expect(recoverable).toEqual([]);
    expect(container.textContent).toBe('Nov 24, 2026, 3:37 PM');
    container.remove();
  });

  it('puts the words around the date, and shows nothing for a missing date', () => {
    process.env.TZ = 'UTC';
    expect(
      renderToString(<LocalTime value="2026-01-05">{(date) => `Joined ${date}`}</LocalTime>),
    ).toContain('Joined Jan 5, 2026');
    expect(renderToString(<LocalTime value={null} />)).toBe('');
  });
});
