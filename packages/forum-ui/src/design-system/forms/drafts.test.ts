import { afterEach, describe, expect, it } from 'vitest';
import {
  DRAFT_PREFIX,
  RESEND_TTL_MS,
  clearFormDrafts,
  clearResend,
  markResend,
  takeResend,
  draftStorage,
  hasDraft,
  isSecretField,
  readDraft,
  removeDraft,
  writeDraft,
} from './drafts.ts';

const stored = (key: string, storage: Storage = sessionStorage) => {
  const raw = storage.getItem(DRAFT_PREFIX + key);
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
};

const signUp = { firstName: '', email: '', password: '', confirmPassword: '' };
/** A form with every kind of value: text, yes/no, an id, a list and a rich-text document. */
const thread = {
  title: '',
  sticky: false,
  categoryId: null as number | null,
  tags: [] as string[],
  content: [{ type: 'paragraph', children: [{ text: '' }] }] as unknown[],
};

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('writeDraft and readDraft', () => {
  it('keep typed fields, never passwords, and say whether a draft is stored', () => {
    const values = {
      firstName: 'Maria',
      email: 'maria@example.ph',
      password: 'hunter22',
      confirmPassword: 'hunter22',
    };
    expect(writeDraft('signup', values, signUp)).toBe(true);
    expect(stored('signup')).toEqual({ firstName: 'Maria', email: 'maria@example.ph' });
    expect(sessionStorage.getItem(DRAFT_PREFIX + 'signup')).not.toContain('hunter22');
    expect(readDraft('signup', signUp)).toEqual({
      ...signUp,
      firstName: 'Maria',
      email: 'maria@example.ph',
    });
  });

  it('round-trip booleans, ids, lists and a rich-text document', () => {
    const values = {
      title: 'Best budget SSD?',
      sticky: true,
      categoryId: 12,
      tags: ['storage', 'ssd'],
      content: [
        { type: 'paragraph', children: [{ text: 'Which ', bold: true }, { text: 'one?' }] },
        { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'NVMe' }] }] },
      ],
    };
    writeDraft('thread', values, thread);
    expect(readDraft('thread', thread)).toEqual(values);
  });

  it('store only what differs from the defaults, and remove the draft when nothing does', () => {
    writeDraft('thread', { ...thread, sticky: true }, thread);
    expect(stored('thread')).toEqual({ sticky: true });
    expect(writeDraft('thread', { ...thread, content: [...thread.content] }, thread)).toBe(false);
    expect(stored('thread')).toBeNull();
  });

  it('never store fields named secret by the form', () => {
    writeDraft('pin', { name: 'Ana', pin: '1234' }, { name: '', pin: '' }, { secret: ['pin'] });
    expect(stored('pin')).toEqual({ name: 'Ana' });
  });

  it('ignore broken JSON, unknown fields, values of the wrong type and stored secrets', () => {
    sessionStorage.setItem(DRAFT_PREFIX + 'broken', '{not json');
    expect(readDraft('broken', signUp)).toEqual(signUp);
    sessionStorage.setItem(DRAFT_PREFIX + 'list', '[1,2]');
    expect(readDraft('list', signUp)).toEqual(signUp);
    sessionStorage.setItem(
      DRAFT_PREFIX + 'odd',
      JSON.stringify({ firstName: 42, email: 'a@b.c', password: 'leaked', extra: 'x' }),
    );
    expect(readDraft('odd', signUp)).toEqual({ ...signUp, email: 'a@b.c' });
    sessionStorage.setItem(
      DRAFT_PREFIX + 'thread',
      JSON.stringify({ sticky: 'yes', tags: 'ssd', content: { type: 'paragraph' }, categoryId: 7 }),
    );
    expect(readDraft('thread', thread)).toEqual({ ...thread, categoryId: 7 });
  });

  it('keep the drafts of different forms apart', () => {
    writeDraft('login', { email: 'one@example.com' }, { email: '' });
    writeDraft('resend', { email: 'two@example.com' }, { email: '' });
    expect(stored('login')).toEqual({ email: 'one@example.com' });
    expect(stored('resend')).toEqual({ email: 'two@example.com' });
  });

  it('work without storage, and survive a full storage', () => {
    expect(writeDraft('login', { email: 'a' }, { email: '' }, { storage: null })).toBe(false);
    expect(readDraft('login', { email: '' }, { storage: null })).toEqual({ email: '' });
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
      clear: () => undefined,
      key: () => null,
      length: 0,
    } satisfies Storage;
    expect(writeDraft('login', { email: 'a' }, { email: '' }, { storage: full })).toBe(false);
  });
});

describe('draft storage', () => {
  it('is this tab by default, or this browser when asked', () => {
    expect(draftStorage()).toBe(sessionStorage);
    expect(draftStorage('local')).toBe(localStorage);
    expect(draftStorage(null)).toBeNull();
    writeDraft('reply:1', { text: 'hi' }, { text: '' }, { storage: localStorage });
    expect(stored('reply:1', localStorage)).toEqual({ text: 'hi' });
    expect(hasDraft('reply:1', localStorage)).toBe(true);
    removeDraft('reply:1', localStorage);
    expect(hasDraft('reply:1', localStorage)).toBe(false);
  });

  it('clearFormDrafts removes every draft and nothing else', () => {
    writeDraft('a', { x: '1' }, { x: '' });
    writeDraft('b', { x: '2' }, { x: '' });
    sessionStorage.setItem('theme', 'dark');
    clearFormDrafts();
    expect(stored('a')).toBeNull();
    expect(stored('b')).toBeNull();
    expect(sessionStorage.getItem('theme')).toBe('dark');
  });

  it('secret names: password, token and secret in any case', () => {
    for (const name of [
      'password',
      'confirmPassword',
      'current_password',
      'apiToken',
      'clientSecret',
    ])
      expect(isSecretField(name)).toBe(true);
    expect(isSecretField('email')).toBe(false);
    expect(isSecretField('pin', ['pin'])).toBe(true);
  });
});

describe('sending again after logging in', () => {
  it('a mark is used once, and only within its time', () => {
    const storage = window.sessionStorage;
    storage.clear();
    const now = 1_000_000;
    expect(takeResend('f', storage, now)).toBe(false);
    markResend('f', storage, now);
    expect(takeResend('f', storage, now + 1000)).toBe(true);
    expect(takeResend('f', storage, now + 2000)).toBe(false);
    markResend('f', storage, now);
    expect(takeResend('f', storage, now + RESEND_TTL_MS)).toBe(false);
    markResend('f', storage, now);
    clearResend('f', storage);
    expect(takeResend('f', storage, now)).toBe(false);
    markResend('f', storage, now);
    clearFormDrafts(storage);
    expect(takeResend('f', storage, now)).toBe(false);
  });

  it('a mark is sent only by its owner; another member takes it and sends nothing', () => {
    const storage = window.sessionStorage;
    const now = 1_000_000;
    markResend('settings', storage, now, 7);
    expect(takeResend('settings', storage, now + 1000, 9)).toBe(false);
    // Taken: not there for its owner either (they type it again, rather than it waiting forever).
    expect(takeResend('settings', storage, now + 1000, 7)).toBe(false);
    markResend('settings', storage, now, 7);
    expect(takeResend('settings', storage, now + 1000, null)).toBe(false);
    markResend('settings', storage, now, 7);
    expect(takeResend('settings', storage, now + 1000, 7)).toBe(true);
    markResend('contact', storage, now, null);
    expect(takeResend('contact', storage, now + 1000, 7)).toBe(false);
  });
});

describe('a draft has an owner (one phone, many members)', () => {
  const settings = { name: '', email: '' };
  it("a member's is restored for that member only: never for another, nor for a guest", () => {
    writeDraft('settings', { name: 'Juan', email: 'juan@example.com' }, settings, { owner: 7 });
    expect(stored('settings')).toMatchObject({ '~owner': 7, name: 'Juan' });
    expect(readDraft('settings', settings, { owner: 9 })).toBe(settings);
    expect(readDraft('settings', settings, { owner: null })).toBe(settings);
    expect(readDraft('settings', settings, { owner: 7 })).toEqual({
      name: 'Juan',
      email: 'juan@example.com',
    });
  });

  it("a guest's draft is taken up by the member who logs in next (who typed it, to send it)", () => {
    writeDraft('contact', { name: 'Guest', email: '' }, settings, { owner: null });
    expect(stored('contact')).toEqual({ name: 'Guest' });
    expect(readDraft('contact', settings, { owner: 7 })).toEqual({ name: 'Guest', email: '' });
    expect(readDraft('contact', settings, { owner: null })).toEqual({ name: 'Guest', email: '' });
  });

  it('hasDraft says whether the owner may restore it', () => {
    writeDraft('settings', { name: 'Juan', email: '' }, settings, { owner: 7 });
    expect(hasDraft('settings', sessionStorage, 7)).toBe(true);
    expect(hasDraft('settings', sessionStorage, 9)).toBe(false);
    expect(hasDraft('settings', sessionStorage, null)).toBe(false);
    expect(hasDraft('settings', sessionStorage)).toBe(true);
    writeDraft('contact', { name: 'Guest', email: '' }, settings, { owner: null });
    expect(hasDraft('contact', sessionStorage, 9)).toBe(true);
  });

  it('an owner field that is not an id counts as a guest', () => {
    sessionStorage.setItem(DRAFT_PREFIX + 'x', JSON.stringify({ name: 'A', '~owner': '7' }));
    expect(readDraft('x', settings, { owner: 9 })).toEqual({ name: 'A', email: '' });
    expect(readDraft('x', settings, { owner: null })).toEqual({ name: 'A', email: '' });
  });
});
