import { describe, expect, it, vi } from 'vitest';
import {
  createMemoryStorage as memoryStorage,
  createSessionStore,
  TOKEN_KEY,
  USER_KEY,
} from './session.ts';

const alice = { id: 7, name: 'Alice Reyes', email: 'alice@example.com', role: 'moderator' };

describe('session store', () => {
  it('restores token and user from storage under the keys token and user', () => {
    const storage = memoryStorage({ [TOKEN_KEY]: 'abc', [USER_KEY]: JSON.stringify(alice) });
    const store = createSessionStore(storage, new EventTarget() as unknown as Window);
    expect(store.getState()).toEqual({ token: 'abc', user: alice });
    expect(store.isAuthenticated()).toBe(true);
  });

  it('treats half a session, or a corrupt user, as no session', () => {
    expect(createSessionStore(memoryStorage({ [TOKEN_KEY]: 'abc' })).isAuthenticated()).toBe(false);
    expect(
      createSessionStore(memoryStorage({ [USER_KEY]: JSON.stringify(alice) })).isAuthenticated(),
    ).toBe(false);
    expect(
      createSessionStore(
        memoryStorage({ [TOKEN_KEY]: 'abc', [USER_KEY]: '{not json' }),
      ).isAuthenticated(),
    ).toBe(false);
  });

  it("defaults the role to 'user'", () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    store.set('t', { id: 1, name: 'Ben', email: 'ben@example.com', role: '' });
    expect(store.getState().user?.role).toBe('user');
    expect(JSON.parse(storage.getItem(USER_KEY) ?? '{}').role).toBe('user');
  });

  it('stores on login, clears both on logout, and tells subscribers each time', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set('tok', alice);
    expect(storage.getItem(TOKEN_KEY)).toBe('tok');
    expect(listener).toHaveBeenLastCalledWith({ token: 'tok', user: alice });
    store.clear();
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
    expect(storage.getItem(USER_KEY)).toBeNull();
    expect(listener).toHaveBeenLastCalledWith({ token: null, user: null });
    expect(listener).toHaveBeenCalledTimes(2);
    store.clear();
    expect(listener).toHaveBeenCalledTimes(2); // no change, no notification
  });

  it('setUser keeps the token and does nothing without a session', () => {
    const store = createSessionStore(memoryStorage());
    store.setUser(alice);
    expect(store.isAuthenticated()).toBe(false);
    store.set('tok', alice);
    store.setUser({ ...alice, name: 'Alice R.' });
    expect(store.getState()).toEqual({ token: 'tok', user: { ...alice, name: 'Alice R.' } });
  });

  it('follows a logout or login made in another tab', () => {
    const storage = memoryStorage({ [TOKEN_KEY]: 'abc', [USER_KEY]: JSON.stringify(alice) });
    const events = new EventTarget();
    const store = createSessionStore(storage, events as unknown as Window);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    // The other tab logs out: storage changes, then the browser fires `storage` here.
    storage.removeItem(TOKEN_KEY);
    storage.removeItem(USER_KEY);
    events.dispatchEvent(Object.assign(new Event('storage'), { key: TOKEN_KEY }));
    expect(store.isAuthenticated()).toBe(false);
    expect(listener).toHaveBeenCalledWith({ token: null, user: null });

    // ...and logs in again.
    storage.setItem(TOKEN_KEY, 'xyz');
    storage.setItem(USER_KEY, JSON.stringify(alice));
    events.dispatchEvent(Object.assign(new Event('storage'), { key: USER_KEY }));
    expect(store.getState().token).toBe('xyz');

    unsubscribe();
    storage.clear();
    events.dispatchEvent(Object.assign(new Event('storage'), { key: null }));
    expect(store.getState().token).toBe('xyz'); // no longer listening
  });
});
