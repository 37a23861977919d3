import { describe, expect, it } from 'vitest';
import { newThreadLink, readThreadFormState } from './threadForm.ts';

const gaming = { id: 12, slug: 'gaming-support', title: 'Gaming Support' };

describe('newThreadLink', () => {
  it('sends a signed-in person to the form with the category and the way back', () => {
    expect(
      newThreadLink({ signedIn: true, returnTo: '/Forum/gaming-support', category: gaming }),
    ).toEqual({
      to: '/ThreadForm',
      state: { category: gaming, returnTo: '/Forum/gaming-support' },
    });
  });

  it('leaves the category out when the page has none', () => {
    expect(newThreadLink({ signedIn: true, returnTo: '/Forums' })).toEqual({
      to: '/ThreadForm',
      state: { returnTo: '/Forums' },
    });
    expect(newThreadLink({ signedIn: true, returnTo: '/Forums', category: null }).state).toEqual({
      returnTo: '/Forums',
    });
  });

  it('sends a guest to /login, remembering the form (and its state) as where to return', () => {
    const link = newThreadLink({
      signedIn: false,
      returnTo: '/Forum/gaming-support?page=2',
      category: gaming,
    });
    expect(link).toEqual({
      to: '/login',
      state: {
        from: {
          pathname: '/ThreadForm',
          search: '',
          hash: '',
          state: { category: gaming, returnTo: '/Forum/gaming-support?page=2' },
        },
      },
    });
  });

  it('never carries a way back that leaves the site', () => {
    for (const returnTo of ['//evil.example', '/\\evil.example', 'https://evil.example', ''])
      expect(newThreadLink({ signedIn: true, returnTo }).state).toEqual({ returnTo: '/' });
  });
});

describe('readThreadFormState', () => {
  it('reads what newThreadLink wrote', () => {
    const { state } = newThreadLink({
      signedIn: true,
      returnTo: '/Forum/gaming-support',
      category: gaming,
    });
    expect(readThreadFormState(state)).toEqual({
      category: gaming,
      returnTo: '/Forum/gaming-support',
    });
  });

  it('falls back to /Forum (or the given path) without a usable return address', () => {
    for (const state of [
      null,
      undefined,
      'x',
      42,
      {},
      { returnTo: '//evil.example' },
      { returnTo: 7 },
    ])
      expect(readThreadFormState(state)).toEqual({ returnTo: '/Forum' });
    expect(readThreadFormState(null, '/Forums')).toEqual({ returnTo: '/Forums' });
  });

  it('drops a category that is not whole', () => {
    for (const category of [
      null,
      'gaming',
      { id: '12', slug: 'gaming-support', title: 'Gaming' },
      { id: 0, slug: 'gaming-support', title: 'Gaming' },
      { id: 1.5, slug: 'gaming-support', title: 'Gaming' },
      { id: 12, title: 'Gaming' },
      { id: 12, slug: 'gaming-support' },
    ])
      expect(readThreadFormState({ category, returnTo: '/Forums' })).toEqual({
        returnTo: '/Forums',
      });
  });

  it('keeps only the fields it knows', () => {
    expect(
      readThreadFormState({
        category: { ...gaming, description: 'x', children: [] },
        returnTo: '/Forums',
        extra: true,
      }),
    ).toEqual({ category: gaming, returnTo: '/Forums' });
  });
});
