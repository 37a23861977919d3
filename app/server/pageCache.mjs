// The anonymous page cache of `npm run serve`, as Discourse's anonymous cache and a proxy's
// micro-cache do: a guest's rendered page is kept in memory, per URL and encoding, for a few
// seconds; after that it is served stale while one request renders it again. A crowd on one URL
// causes one render at a time, and when more renders wait than a bound, a request is answered at
// once with what is kept, or told to send the shell, instead of queueing for the CPU.
import { LRUCache } from 'lru-cache';

/**
 * @typedef {{ status: number, headers: Record<string, string>, body: Buffer | string }} Answer
 * @typedef {{ answer: Answer, renderedAt: number }} Kept
 * @typedef {'hit' | 'stale' | 'miss' | 'busy'} Outcome
 */

/**
 * @param {object} options
 * @param {number} options.freshMs how long a page is served without rendering again (0: no cache)
 * @param {number} [options.maxBytes] the bound of what is kept (LRU by bytes)
 * @param {number} [options.maxRenders] renders in flight past which a request is not queued
 * @param {() => number} [options.now]
 */
export function createPageCache({
  freshMs,
  maxBytes = 64 * 1024 * 1024,
  maxRenders = 16,
  now = Date.now,
}) {
  const kept = new LRUCache({
    maxSize: maxBytes,
    sizeCalculation: (/** @type {Kept} */ entry) => Math.max(1, byteLength(entry.answer.body)),
  });
  /** Renders in flight, by URL: every request for that URL waits for the same one. */
  const rendering = new Map();

  /**
   * Renders `url` once for everyone asking meanwhile. `render` gives the page and whether it may
   * be kept (not the shell sent because the API was slow or failing).
   * @param {string} url
   * @param {() => Promise<{ keep: boolean, raw: any }>} render
   */
  const renderOnce = (url, render) => {
    let flight = rendering.get(url);
    if (!flight) {
      flight = render().finally(() => rendering.delete(url));
      rendering.set(url, flight);
    }
    return flight;
  };

  return {
    /** Renders in flight now. */
    get rendering() {
      return rendering.size;
    },
    /**
     * The answer for `url` in `encoding`:
     * - 'hit': kept and fresh;
     * - 'stale': kept but old: sent now, and one render (not more) refreshes it meanwhile;
     * - 'miss': rendered now (joining a render of the same URL already in flight);
     * - 'busy': nothing kept and too many renders in flight: `answer` is undefined, send the shell.
     * `render()` renders the page and says whether to keep it; `encode(raw)` makes the answer in
     * this request's encoding from what was rendered (compressing it off the event loop).
     * @template Raw
     * @param {string} url the page's address and everything its HTML depends on
     * @param {string} encoding
     * @param {() => Promise<{ keep: boolean, raw: Raw }>} render
     * @param {(raw: Raw) => Answer | Promise<Answer>} encode
     * @returns {Promise<{ outcome: Outcome, answer?: Answer }>}
     */
    async get(url, encoding, render, encode) {
      if (freshMs <= 0) {
        if (rendering.size >= maxRenders) return { outcome: 'busy' };
        const { raw } = await renderOnce(`${url}\0${Math.random()}`, render);
        return { outcome: 'miss', answer: await encode(raw) };
      }
      const key = `${encoding}\0${url}`;
      /** @type {Kept | undefined} */
      const entry = kept.get(key);
      const refresh = () =>
        renderOnce(url, render).then(async ({ keep, raw }) => {
          const answer = await encode(raw);
          if (keep) kept.set(key, { answer, renderedAt: now() });
          return answer;
        });
      if (entry && now() - entry.renderedAt < freshMs)
        return { outcome: 'hit', answer: entry.answer };
      if (entry) {
        if (!rendering.has(url) && rendering.size < maxRenders) refresh().catch(() => undefined);
        return { outcome: 'stale', answer: entry.answer };
      }
      if (!rendering.has(url) && rendering.size >= maxRenders) return { outcome: 'busy' };
      return { outcome: 'miss', answer: await refresh() };
    },
  };
}

/** @param {Buffer | string} body */
function byteLength(body) {
  return typeof body === 'string' ? Buffer.byteLength(body) : body.length;
}
