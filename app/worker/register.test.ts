import { describe, expect, it, vi } from 'vitest';
import { SAVED_AT_ATTRIBUTE, SKIP_WAITING } from './rules.ts';
import SOURCE from './register.js?raw';

// register.js is a plain script (no module, no imports): each test runs its text against a
// window, a document, a navigator and a sessionStorage of its own.

/** What the script uses of sessionStorage (the worker's types have no DOM). */
interface SessionStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

interface Options {
  online?: boolean;
  navigationApi?: boolean;
  waiting?: boolean;
  storage?: SessionStorage;
  /** The page came from the worker's saved copy (its `<html>` marked by markSavedCopy). */
  savedCopy?: boolean;
}

function memoryStorage(): SessionStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

function brokenStorage(): SessionStorage {
  const fail = () => {
    throw new DOMException('denied', 'SecurityError');
  };
  return { getItem: fail, setItem: fail };
}

/** A click in the page, on something that is (or is inside) a link or not. */
function click(target: EventTarget, inLink: boolean) {
  const event = new Event('click');
  Object.defineProperty(event, 'target', {
    value: { closest: (selector: string) => (inLink && selector === 'a[href]' ? {} : null) },
  });
  target.dispatchEvent(event);
}

async function runRegister({
  navigationApi = true,
  waiting = false,
  storage,
  online = true,
  savedCopy = false,
}: Options = {}) {
  const reload = vi.fn();
  const postMessage = vi.fn();
  const navigation = new EventTarget();
  const win = Object.assign(new EventTarget(), {
    location: { reload },
    requestIdleCallback: (callback: () => void) => callback(),
    navigation: navigationApi ? navigation : undefined,
  });
  const entry = { src: '/assets/index-0ld.js' };
  const doc = Object.assign(new EventTarget(), {
    readyState: 'loading',
    documentElement: { hasAttribute: (name: string) => savedCopy && name === SAVED_AT_ATTRIBUTE },
    querySelector: (selector: string) => (selector === 'script[type="module"][src]' ? entry : null),
  });
  const registration = { waiting: waiting ? { postMessage } : null };
  const navigator = {
    onLine: online,
    serviceWorker: { register: vi.fn(async () => registration) },
  };
  new Function('navigator', 'window', 'document', 'sessionStorage', 'setTimeout', SOURCE)(
    navigator,
    win,
    doc,
    storage ?? memoryStorage(),
    setTimeout,
  );
  win.dispatchEvent(new Event('load'));
  await vi.waitFor(() => expect(navigator.serviceWorker.register).toHaveBeenCalledWith('/sw.js'));
  await Promise.resolve();
  /** A new build's page (after a deploy): another entry script. */
  const newBuild = (src: string) => void (entry.src = src);
  /** A chunk that failed to load, as Vite's preload helper reports it; whether it was stopped. */
  const chunkFails = (url: string) => {
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
      payload: new TypeError(`Failed to fetch dynamically imported module: ${url}`),
    });
    win.dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { win, doc, navigation, reload, postMessage, chunkFails, newBuild };
}

describe('register.js: a new version while a page is open', () => {
  it('a chunk gone after a deploy reloads the page once per build, never in a loop', async () => {
    const page = await runRegister();
    expect(page.chunkFails('/assets/Forums-1a2b.js')).toBe(true);
    expect(page.reload).toHaveBeenCalledTimes(1);
    // After the reload (same tab, same sessionStorage, same build), a chunk fails again, this one
    // or another: no deploy, so the import throws on to the route's error state.
    expect(page.chunkFails('/assets/Forums-1a2b.js')).toBe(false);
    expect(page.chunkFails('/assets/ToastRegion-5e6f.js')).toBe(false);
    expect(page.reload).toHaveBeenCalledTimes(1);
    // A later deploy: the new build's page reloads once more.
    page.newBuild('/assets/index-n3w.js');
    expect(page.chunkFails('/assets/Thread-3c4d.js')).toBe(true);
    expect(page.reload).toHaveBeenCalledTimes(2);
  });

  it('without a sessionStorage to guard the loop, a failed chunk is an error, not a reload', async () => {
    const page = await runRegister({ storage: brokenStorage() });
    expect(page.chunkFails('/assets/Forums-1a2b.js')).toBe(false);
    expect(page.reload).not.toHaveBeenCalled();
  });

  it('offline, a chunk not kept fails: no deploy, so an error and no reload', async () => {
    const page = await runRegister({ online: false });
    expect(page.chunkFails('/assets/Forums-1a2b.js')).toBe(false);
    expect(page.reload).not.toHaveBeenCalled();
  });

  it('on a page from the saved copy, online as the browser says, a chunk not kept fails too', async () => {
    const page = await runRegister({ savedCopy: true });
    expect(page.chunkFails('/assets/Forums-1a2b.js')).toBe(false);
    expect(page.reload).not.toHaveBeenCalled();
  });

  it('a waiting worker is asked to take over at the page load and at each navigation', async () => {
    const page = await runRegister({ waiting: true });
    expect(page.postMessage).toHaveBeenCalledTimes(1);
    expect(page.postMessage).toHaveBeenCalledWith({ type: SKIP_WAITING });
    page.navigation.dispatchEvent(new Event('navigate'));
    expect(page.postMessage).toHaveBeenCalledTimes(2);
    expect(page.reload).not.toHaveBeenCalled();
  });

  it('without the Navigation API: at back, forward and a followed link, not any click', async () => {
    const page = await runRegister({ waiting: true, navigationApi: false });
    expect(page.postMessage).toHaveBeenCalledTimes(1);
    page.win.dispatchEvent(new Event('popstate'));
    expect(page.postMessage).toHaveBeenCalledTimes(2);
    click(page.doc, true);
    expect(page.postMessage).toHaveBeenCalledTimes(3);
    click(page.doc, false);
    expect(page.postMessage).toHaveBeenCalledTimes(3);
  });

  it('with no waiting worker, a navigation asks nothing', async () => {
    const page = await runRegister();
    page.navigation.dispatchEvent(new Event('navigate'));
    expect(page.postMessage).not.toHaveBeenCalled();
  });
});
