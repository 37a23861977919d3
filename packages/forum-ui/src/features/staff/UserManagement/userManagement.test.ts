import { describe, expect, it } from 'vitest';
import {
  askedFor,
  cardActions,
  filterCounts,
  roleChanged,
  roleDefaults,
  roleButtons,
  roleOf,
  searchBox,
  isShortened,
  searchOf,
  suspendBody,
  typedIn,
  urlMoved,
  usersLocation,
  validateReason,
  warnBody,
  withUsersLocation,
  WARN_DEFAULTS,
  SUSPEND_DEFAULTS,
} from './userManagement.ts';

const params = (search: string) => new URLSearchParams(search);

describe('usersLocation', () => {
  it('defaults to All, no search, page 1', () => {
    expect(usersLocation(params('tab=users'))).toEqual({ filter: 'all', search: '', page: 1 });
  });

  it('reads the tab, trimmed search and page', () => {
    expect(usersLocation(params('tab=users&filter=banned&search=%20ana%20&page=3'))).toEqual({
      filter: 'banned',
      search: 'ana',
      page: 3,
    });
  });

  it('treats an unknown tab or a bad page as the defaults', () => {
    expect(usersLocation(params('filter=owners&page=-2'))).toEqual({
      filter: 'all',
      search: '',
      page: 1,
    });
  });

  it('cuts a search to what the server takes', () => {
    expect(usersLocation(params(`search=${'a'.repeat(300)}`)).search).toHaveLength(255);
  });
});

describe('withUsersLocation', () => {
  it('keeps the profile tab and leaves the defaults out', () => {
    const next = withUsersLocation(params('tab=users&filter=banned&page=2'), {
      filter: 'all',
    });
    expect(next.toString()).toBe('tab=users');
  });

  it('starts a new tab or search at page 1', () => {
    expect(withUsersLocation(params('tab=users&page=4'), { filter: 'admins' }).toString()).toBe(
      'tab=users&filter=admins',
    );
    expect(
      withUsersLocation(params('tab=users&filter=banned&page=4'), { search: ' ben ' }).toString(),
    ).toBe('tab=users&filter=banned&search=ben');
  });

  it('moves to a page keeping the tab and search', () => {
    expect(
      withUsersLocation(params('tab=users&filter=moderators&search=mo'), { page: 2 }).toString(),
    ).toBe('tab=users&filter=moderators&search=mo&page=2');
  });

  it('drops an emptied search', () => {
    expect(withUsersLocation(params('tab=users&search=x'), { search: '  ' }).toString()).toBe(
      'tab=users',
    );
  });
});

describe('the search box', () => {
  it('asks for the trimmed text, cut to what the server takes', () => {
    expect(searchOf('  ana maria ')).toBe('ana maria');
    expect(searchOf('b'.repeat(300))).toHaveLength(255);
    // Cut between graphemes: a family emoji at the cut stays whole or goes whole.
    const family = '👨‍👩‍👧‍👦';
    expect(searchOf('b'.repeat(248) + family + family)).toBe('b'.repeat(248) + family);
    expect(searchOf('b'.repeat(254) + family)).toBe('b'.repeat(254));
    // Cut by what the server counts (code points), so said even under 255 characters.
    expect(isShortened('b'.repeat(250) + family)).toBe(true);
    expect(isShortened('b'.repeat(255))).toBe(false);
    expect(isShortened(` ${'b'.repeat(256)} `)).toBe(true);
  });

  it('starts from the URL’s search', () => {
    expect(searchBox('ana')).toEqual({ text: 'ana', seen: 'ana', asked: 'ana', waiting: false });
  });

  it('lets typed text wait for its pause, unless it asks for the same search', () => {
    const box = typedIn(searchBox(''), 'Mon');
    expect(box).toMatchObject({ text: 'Mon', waiting: true });
    expect(typedIn(searchBox('ana'), ' ana  ')).toMatchObject({ text: ' ana  ', waiting: false });
  });

  it('asks for the trimmed search, keeping the text as typed', () => {
    expect(askedFor(typedIn(searchBox(''), 'ana '), 'ana ')).toEqual({
      text: 'ana ',
      seen: '',
      asked: 'ana',
      waiting: false,
    });
  });

  it('keeps what was typed after asking when the URL catches up', () => {
    const asked = askedFor(searchBox(''), 'Mon');
    const typing = typedIn(asked, 'Mona');
    expect(urlMoved(typing, 'Mon')).toEqual({
      text: 'Mona',
      seen: 'Mon',
      asked: 'Mon',
      waiting: true,
    });
  });

  it('follows the URL elsewhere (Back, a link), dropping a waiting search', () => {
    const typing = typedIn(askedFor(searchBox(''), 'ana'), 'anab');
    expect(urlMoved(typing, 'ben')).toEqual(searchBox('ben'));
    expect(urlMoved(typing, '')).toEqual(searchBox(''));
  });
});

describe('filterCounts', () => {
  it('maps the admin stats to the tabs', () => {
    expect(filterCounts({ total: 40, banned: 2, moderators: 3, admins: 1, pending: 4 })).toEqual({
      all: 40,
      banned: 2,
      moderators: 3,
      admins: 1,
    });
  });

  it('knows no count without stats', () => {
    expect(filterCounts(undefined).all).toBeUndefined();
  });
});

describe('cardActions', () => {
  const admin = { id: 1, role: 'admin' };
  const moderator = { id: 2, role: 'moderator' };

  it('offers an admin nothing on their own card', () => {
    expect(cardActions({ id: 1, role: 'admin', is_banned: false }, admin)).toEqual({
      manage: false,
      moderate: false,
      direct: [],
    });
  });

  /** The direct buttons' actions, the current role's marked with a star. */
  const shown = (actions: ReturnType<typeof cardActions>) =>
    actions.direct.map(({ action, current }) => (current ? `${action}*` : action));

  it('offers an admin every action on a member: the three roles (their own marked), Ban, Delete', () => {
    const actions = cardActions({ id: 9, role: 'user', is_banned: false }, admin);
    expect(actions.manage).toBe(true);
    expect(actions.moderate).toBe(true);
    expect(shown(actions)).toEqual(['make_admin', 'make_moderator', 'make_user*', 'ban', 'delete']);
  });

  it('offers Unban for a banned user', () => {
    expect(shown(cardActions({ id: 9, role: 'moderator', is_banned: true }, admin))).toEqual([
      'make_admin',
      'make_moderator*',
      'make_user',
      'unban',
      'delete',
    ]);
  });

  it('does not offer Moderate on an admin card (the server refuses it)', () => {
    const actions = cardActions({ id: 3, role: 'admin', is_banned: false }, admin);
    expect(actions.moderate).toBe(false);
    expect(shown(actions)).toEqual(['make_admin*', 'make_moderator', 'make_user', 'ban', 'delete']);
  });

  it('offers a moderator only Moderate', () => {
    expect(cardActions({ id: 9, role: 'user', is_banned: false }, moderator)).toEqual({
      manage: false,
      moderate: true,
      direct: [],
    });
  });

  it('offers nothing without a viewer', () => {
    expect(cardActions({ id: 9, role: 'user', is_banned: false }, null).direct).toEqual([]);
  });
});

describe('roles', () => {
  it('shows all three role buttons in a fixed order, the current role marked', () => {
    expect(roleButtons({ role: 'moderator' })).toEqual([
      { action: 'make_admin', current: false },
      { action: 'make_moderator', current: true },
      { action: 'make_user', current: false },
    ]);
  });

  it('treats a role it does not know as user, as the Manage form does', () => {
    const unknown = { role: 'owner' } as unknown as { role: 'user' };
    expect(roleButtons(unknown).find((button) => button.current)?.action).toBe('make_user');
  });

  it('names the role a role action sets', () => {
    expect(roleOf('make_moderator')).toBe('moderator');
    expect(roleOf('ban')).toBeUndefined();
  });

  it('starts the Manage form on the user’s role and knows when it changed', () => {
    expect(roleDefaults({ role: 'moderator' })).toEqual({ role: 'moderator' });
    expect(roleChanged({ role: 'moderator' }, { role: 'moderator' })).toBe(false);
    expect(roleChanged({ role: 'admin' }, { role: 'moderator' })).toBe(true);
  });
});

describe('warn and suspend forms', () => {
  it('starts the warning with the spec’s reason and the suspension at one day', () => {
    expect(WARN_DEFAULTS).toEqual({ reason: 'Content violation' });
    expect(SUSPEND_DEFAULTS).toEqual({ duration: '1_day', reason: '' });
  });

  it('needs a non-blank reason', () => {
    expect(validateReason({ reason: '   ' })).toEqual({ reason: 'Please enter a reason' });
    expect(validateReason({ reason: 'Spam' })).toEqual({});
  });

  it('sends trimmed reasons', () => {
    expect(warnBody({ reason: '  Spam  ' })).toEqual({ reason: 'Spam' });
    expect(suspendBody({ duration: '1_week', reason: ' Abuse ' })).toEqual({
      duration: '1_week',
      reason: 'Abuse',
    });
  });
});
