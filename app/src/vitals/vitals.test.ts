import { afterEach, describe, expect, it } from 'vitest';
import { startVitals, VITAL_REPORT_META } from './startVitals.ts';
import { routePatternOf, vitalPayload } from './vitalPayload.ts';

describe('vitalPayload', () => {
  it('rounds INP and LCP to whole milliseconds and CLS to three decimals', () => {
    expect(vitalPayload({ name: 'INP', value: 183.6, rating: 'needs-improvement' }, '/')).toEqual({
      route: '/',
      metric: 'INP',
      value: 184,
      rating: 'needs-improvement',
    });
    expect(vitalPayload({ name: 'LCP', value: 2499.4, rating: 'good' }, '/').value).toBe(2499);
    expect(
      vitalPayload({ name: 'CLS', value: 0.123_56, rating: 'needs-improvement' }, '/').value,
    ).toBe(0.124);
    expect(vitalPayload({ name: 'CLS', value: 0.000_4, rating: 'good' }, '/').value).toBe(0);
  });

  it('says the connection where the browser does, and nothing else than its five fields', () => {
    const payload = vitalPayload({ name: 'LCP', value: 1200, rating: 'good' }, '/Forums', '3g');
    expect(payload).toEqual({
      route: '/Forums',
      metric: 'LCP',
      value: 1200,
      rating: 'good',
      connection: '3g',
    });
    expect(Object.keys(vitalPayload({ name: 'LCP', value: 1, rating: 'good' }, '/', ''))).toEqual([
      'route',
      'metric',
      'value',
      'rating',
    ]);
  });
});

describe('routePatternOf', () => {
  it('names a page by its pattern in the route table, never by the values in its address', () => {
    expect(routePatternOf('/threads/1234')).toBe('/threads/:idOrSlug');
    expect(routePatternOf('/threads/some-slug')).toBe('/threads/:idOrSlug');
    expect(routePatternOf('/users/42')).toBe('/users/:id');
    expect(routePatternOf('/Forum/device-hardware')).toBe('/Forum/:slug');
    expect(routePatternOf('/')).toBe('/');
  });

  it('reports a page with several addresses by its first, and any other address as /*', () => {
    expect(routePatternOf('/thread/7')).toBe('/threads/:idOrSlug');
    expect(routePatternOf('/Forum')).toBe('/Forums');
    expect(routePatternOf('/no/such/page')).toBe('/*');
  });
});

describe('startVitals', () => {
  afterEach(() => {
    document.head.querySelector(`meta[name="${VITAL_REPORT_META}"]`)?.remove();
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });
  /** The page as the server sends it with VITAL_REPORT_URL set, in a browser with beacons. */
  const namesReport = (url: string) => {
    const meta = document.createElement('meta');
    meta.name = VITAL_REPORT_META;
    meta.content = url;
    document.head.append(meta);
    Object.defineProperty(navigator, 'sendBeacon', { value: () => true, configurable: true });
  };
  const reporter = () => {
    const reported: string[] = [];
    const loads: number[] = [];
    const load = async () => {
      loads.push(1);
      return { reportVitals: (url: string) => void reported.push(url) };
    };
    return { reported, loads, load };
  };

  it('loads nothing when the page names no report address', async () => {
    const { loads, load } = reporter();
    startVitals(document, load);
    await Promise.resolve();
    expect(loads).toEqual([]);
  });

  it('loads the reporter and gives it the address the page names', async () => {
    namesReport('https://vitals.example/collect');
    const { reported, load } = reporter();
    startVitals(document, load);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reported).toEqual(['https://vitals.example/collect']);
  });

  it('leaves a visit unmeasured, with no error, when the reporter fails to load', async () => {
    namesReport('/vitals');
    const failed = Promise.reject(new Error('Failed to fetch dynamically imported module'));
    startVitals(document, () => failed);
    await expect(failed).rejects.toThrow();
  });
});
