import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DRAFT_PREFIX,
  clearFormDrafts,
  isSecretField,
  readDraft,
  useFormDraft,
} from './useFormDraft.ts';

const initial = { firstName: '', email: '', password: '', confirmPassword: '' };
const stored = (key: string) => {
  const raw = sessionStorage.getItem(DRAFT_PREFIX + key);
  return raw === null ? null : (JSON.parse(raw) as Record<string, string>);
};

afterEach(() => {
  sessionStorage.clear();
});

describe('useFormDraft', () => {
  it('starts from the initial values when nothing is stored', () => {
    const { result } = renderHook(() => useFormDraft('signup', initial));
    expect(result.current.values).toEqual(initial);
    expect(stored('signup')).toBeNull();
  });

  it('keeps typed non-secret fields in sessionStorage, never passwords', () => {
    const { result } = renderHook(() => useFormDraft('signup', initial));
    act(() => {
      result.current.setValue('firstName', 'Maria');
      result.current.setValue('email', 'maria@example.ph');
      result.current.setValue('password', 'hunter22');
      result.current.setValue('confirmPassword', 'hunter22');
    });
    expect(result.current.values).toEqual({
      firstName: 'Maria',
      email: 'maria@example.ph',
      password: 'hunter22',
      confirmPassword: 'hunter22',
    });
    expect(stored('signup')).toEqual({ firstName: 'Maria', email: 'maria@example.ph' });
    expect(sessionStorage.getItem(DRAFT_PREFIX + 'signup')).not.toContain('hunter22');
  });

  it('restores the draft after a reload (a new mount), with secret fields empty', () => {
    const first = renderHook(() => useFormDraft('login', initial));
    act(() => {
      first.result.current.setValues({ email: 'user@example.com', password: 'password' });
    });
    first.unmount();

    const second = renderHook(() => useFormDraft('login', initial));
    expect(second.result.current.values).toEqual({ ...initial, email: 'user@example.com' });
  });

  it('clear() empties the fields and forgets the draft', () => {
    const { result, unmount } = renderHook(() => useFormDraft('signup', initial));
    act(() => result.current.setValue('email', 'maria@example.ph'));
    expect(stored('signup')).not.toBeNull();
    act(() => result.current.clear());
    expect(result.current.values).toEqual(initial);
    expect(stored('signup')).toBeNull();
    unmount();
    expect(renderHook(() => useFormDraft('signup', initial)).result.current.values).toEqual(
      initial,
    );
  });

  it('clear() removes the draft at once, even when the form unmounts in the same tick', () => {
    const { result, unmount } = renderHook(() => useFormDraft('login', initial));
    act(() => result.current.setValue('email', 'user@example.com'));
    result.current.clear();
    unmount();
    expect(stored('login')).toBeNull();
  });

  it('removes the draft when the fields are emptied again', () => {
    const { result } = renderHook(() => useFormDraft('resend', { email: '' }));
    act(() => result.current.setValue('email', 'a'));
    expect(stored('resend')).toEqual({ email: 'a' });
    act(() => result.current.setValue('email', ''));
    expect(stored('resend')).toBeNull();
  });

  it('keeps drafts of different forms apart', () => {
    const a = renderHook(() => useFormDraft('login', { email: '' }));
    const b = renderHook(() => useFormDraft('resend', { email: '' }));
    act(() => a.result.current.setValue('email', 'one@example.com'));
    act(() => b.result.current.setValue('email', 'two@example.com'));
    expect(stored('login')).toEqual({ email: 'one@example.com' });
    expect(stored('resend')).toEqual({ email: 'two@example.com' });
  });

  it('never stores fields named in options.secret', () => {
    const { result } = renderHook(() =>
      useFormDraft('pin', { name: '', pin: '' }, { secret: ['pin'] }),
    );
    act(() => result.current.setValues({ name: 'Ana', pin: '1234' }));
    expect(stored('pin')).toEqual({ name: 'Ana' });
  });

  it('works without storage (blocked or unavailable)', () => {
    const { result } = renderHook(() => useFormDraft('login', initial, { storage: null }));
    act(() => result.current.setValue('email', 'user@example.com'));
    expect(result.current.values.email).toBe('user@example.com');
    expect(stored('login')).toBeNull();
  });

  it('survives a full storage', () => {
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
    const { result } = renderHook(() => useFormDraft('login', initial, { storage: full }));
    act(() => result.current.setValue('email', 'user@example.com'));
    expect(result.current.values.email).toBe('user@example.com');
  });
});

describe('readDraft', () => {
  it('ignores broken JSON, unknown fields, non-strings and stored secrets', () => {
    sessionStorage.setItem(DRAFT_PREFIX + 'broken', '{not json');
    expect(readDraft('broken', initial)).toEqual(initial);

    sessionStorage.setItem(
      DRAFT_PREFIX + 'odd',
      JSON.stringify({ email: 'a@b.c', firstName: 42, password: 'leaked', extra: 'x' }),
    );
    expect(readDraft('odd', initial)).toEqual({ ...initial, email: 'a@b.c' });

    sessionStorage.setItem(DRAFT_PREFIX + 'list', '["a"]');
    expect(readDraft('list', initial)).toEqual(initial);
  });
});

describe('isSecretField and clearFormDrafts', () => {
  it('treats password-like names as secret', () => {
    expect(isSecretField('password')).toBe(true);
    expect(isSecretField('confirmPassword')).toBe(true);
    expect(isSecretField('password_confirmation')).toBe(true);
    expect(isSecretField('email')).toBe(false);
    expect(isSecretField('code', ['code'])).toBe(true);
  });

  it('removes every draft and nothing else', () => {
    sessionStorage.setItem(DRAFT_PREFIX + 'a', '{}');
    sessionStorage.setItem(DRAFT_PREFIX + 'b', '{}');
    sessionStorage.setItem('other', 'kept');
    clearFormDrafts();
    expect(sessionStorage.length).toBe(1);
    expect(sessionStorage.getItem('other')).toBe('kept');
  });
});
