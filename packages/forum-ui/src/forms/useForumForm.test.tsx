import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { normalizeError } from '@forum/api';
import { ToastProvider } from '../components/Toast/Toast.tsx';
import { DRAFT_PREFIX } from './drafts.ts';
import { useForumForm, type ForumFormOptions } from './useForumForm.ts';

/** A failed call as the client reports it. */
const apiError = (status: number, data: unknown) => normalizeError({ status, data });

const DEFAULTS = { name: '', email: '', password: '', subscribe: false, tags: [] as string[] };
type Values = typeof DEFAULTS;

const wrapper = ({ children }: { children: ReactNode }) => (
  <ToastProvider>{children}</ToastProvider>
);

function setup(options: Partial<ForumFormOptions<Values, unknown>> = {}) {
  const submit = options.submit ?? vi.fn(async () => ({ ok: true }));
  const hook = renderHook(
    () =>
      useForumForm<Values>({
        defaultValues: DEFAULTS,
        draftKey: 'test',
        draftDelayMs: 20,
        validate: (v) => ({
          ...(v.name.trim() ? {} : { name: 'Please fill in all fields' }),
          ...(v.email.trim() ? {} : { email: 'Please fill in all fields' }),
        }),
        failure: { fallback: 'Saving failed. Please try again.' },
        ...options,
        submit,
      }),
    { wrapper },
  );
  return { ...hook, submit };
}

const stored = () => {
  const raw = sessionStorage.getItem(DRAFT_PREFIX + 'test');
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
};

const fill = (result: { current: ReturnType<typeof useForumForm<Values>> }) =>
  act(() => {
    result.current.setValue('name', 'Maria');
    result.current.setValue('email', 'maria@example.ph');
    result.current.setValue('password', 'hunter22');
  });

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('useForumForm: client rules', () => {
  it('refuses invalid values: messages by field, one toast per distinct message, no call', async () => {
    const { result, submit } = setup();
    act(() => result.current.setValue('name', 'Maria'));
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.failedSubmits).toBe(1));
    expect(result.current.errors).toEqual({ email: 'Please fill in all fields' });
    expect(submit).not.toHaveBeenCalled();
    expect(await screen.findAllByText('Please fill in all fields')).toHaveLength(1);
    expect(result.current.values.name).toBe('Maria');
  });

  it("editing a field clears its message (and the fields it 'clears'), and each submit judges afresh", async () => {
    const { result, submit } = setup({ clears: { name: ['email'] } });
    act(() => result.current.submit());
    await waitFor(() => expect(Object.keys(result.current.errors)).toEqual(['name', 'email']));
    act(() => result.current.setValue('name', 'M'));
    expect(result.current.errors).toEqual({});
    act(() => result.current.setValue('email', 'm@example.ph'));
    act(() => result.current.submit());
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'M', email: 'm@example.ph' }),
    );
  });
});

describe('useForumForm: a second failed submit', () => {
  it('runs the rules again (the last messages do not stop it first)', async () => {
    const { result, submit } = setup();
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.failedSubmits).toBe(1));
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.failedSubmits).toBe(2));
    expect(Object.keys(result.current.errors)).toEqual(['name', 'email']);
    expect(submit).not.toHaveBeenCalled();
  });
});

describe('useForumForm: check', () => {
  it('shows the messages of the named fields only, without a submit', () => {
    const { result, submit } = setup();
    let ok = true;
    act(() => {
      ok = result.current.check(['email']);
    });
    expect(ok).toBe(false);
    expect(result.current.errors).toEqual({ email: 'Please fill in all fields' });
    expect(result.current.failedSubmits).toBe(0);
    expect(submit).not.toHaveBeenCalled();
    act(() => result.current.setValue('email', 'a@b.c'));
    act(() => {
      ok = result.current.check(['email']);
    });
    expect(ok).toBe(true);
    expect(result.current.errors).toEqual({});
  });
});

describe('useForumForm: one request at a time', () => {
  it('five rapid submits send one request, and the form says it is submitting', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const submit = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    const { result } = setup({ submit });
    fill(result);
    act(() => {
      for (let i = 0; i < 5; i++) result.current.submit();
    });
    await waitFor(() => expect(result.current.submitting).toBe(true));
    act(() => result.current.submit());
    // The call runs in the form's submit validator, a task after the submit.
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    await act(async () => finish({ ok: true }));
    await waitFor(() => expect(result.current.submitting).toBe(false));
    expect(submit).toHaveBeenCalledTimes(1);
  });
});

describe('useForumForm: server failures', () => {
  it('a 422 map puts each message next to its field and toasts "field: message"', async () => {
    const submit = vi.fn(async () => {
      throw apiError(422, {
        message: 'The email has already been taken.',
        errors: { email: ['The email has already been taken.'] },
      });
    });
    const { result } = setup({ submit });
    fill(result);
    act(() => result.current.submit());
    await waitFor(() =>
      expect(result.current.errors).toEqual({ email: 'The email has already been taken.' }),
    );
    expect(result.current.formError).toBeUndefined();
    expect(result.current.failedSubmits).toBe(1);
    expect(await screen.findByText('email: The email has already been taken.')).toBeTruthy();
    // Nothing typed is lost.
    expect(result.current.values).toMatchObject({ name: 'Maria', email: 'maria@example.ph' });
    act(() => result.current.setValue('email', 'other@example.ph'));
    expect(result.current.errors).toEqual({});
  });

  it('a 5xx shows the fallback text, never the raw body, and keeps the values', async () => {
    const submit = vi.fn(async () => {
      throw apiError(500, '<!doctype html><h1>Whoops</h1>');
    });
    const onFailure = vi.fn();
    const { result } = setup({ submit, onFailure });
    fill(result);
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.formError).toBe('Saving failed. Please try again.'));
    expect(onFailure).toHaveBeenCalledWith(
      expect.objectContaining({ status: 500 }),
      expect.anything(),
    );
    expect(screen.queryByText(/Whoops/)).toBeNull();
    expect(result.current.values.name).toBe('Maria');
    // The next submit starts clean.
    submit.mockResolvedValueOnce({ ok: true } as never);
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.formError).toBeUndefined());
  });
});

describe('useForumForm: drafts', () => {
  it('saves debounced, never the password, and restores after a reload', async () => {
    const first = setup();
    act(() => {
      first.result.current.setValue('name', 'Ma');
      first.result.current.setValue('subscribe', true);
      first.result.current.setValue('tags', ['ssd']);
      first.result.current.setValue('password', 'hunter22');
    });
    expect(stored()).toBeNull(); // not on every keystroke
    await waitFor(() => expect(stored()).toEqual({ name: 'Ma', subscribe: true, tags: ['ssd'] }));
    expect(first.result.current.draftSavedAt).toBeTypeOf('number');
    first.unmount();

    const second = setup();
    expect(second.result.current.values).toEqual({
      ...DEFAULTS,
      name: 'Ma',
      subscribe: true,
      tags: ['ssd'],
    });
  });

  it('flushes a pending draft when the form goes away (a 401 sends the person to /login)', () => {
    const { result, unmount } = setup();
    act(() => result.current.setValue('name', 'Typed just now'));
    expect(stored()).toBeNull();
    unmount();
    expect(stored()).toEqual({ name: 'Typed just now' });
  });

  it('keeps the draft through failures and clears it only when the server accepts', async () => {
    const submit = vi
      .fn()
      .mockRejectedValueOnce(apiError(500, {}))
      .mockResolvedValueOnce({ ok: true });
    const onSuccess = vi.fn();
    const { result, unmount } = setup({ submit, onSuccess });
    fill(result);
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.formError).toBeDefined());
    await waitFor(() => expect(stored()).toMatchObject({ name: 'Maria' }));
    act(() => result.current.submit());
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(stored()).toBeNull();
    expect(result.current.values).toEqual(DEFAULTS);
    unmount();
    expect(stored()).toBeNull();
  });

  it('a restored draft goes like typed values: on success, and on discard', async () => {
    sessionStorage.setItem(DRAFT_PREFIX + 'test', JSON.stringify({ name: 'Maria' }));
    const onSuccess = vi.fn();
    const first = setup({ onSuccess });
    expect(first.result.current.values.name).toBe('Maria');
    act(() => first.result.current.setValue('email', 'maria@example.ph'));
    act(() => first.result.current.submit());
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(first.result.current.values).toEqual(DEFAULTS);
    first.rerender();
    expect(first.result.current.values).toEqual(DEFAULTS);
    first.unmount();

    sessionStorage.setItem(DRAFT_PREFIX + 'test', JSON.stringify({ name: 'Maria' }));
    const second = setup();
    act(() => second.result.current.discardDraft());
    second.rerender();
    expect(second.result.current.values).toEqual(DEFAULTS);
  });

  it('discardDraft forgets the draft and empties the form', async () => {
    const { result } = setup();
    act(() => result.current.setValue('name', 'Maria'));
    await waitFor(() => expect(stored()).not.toBeNull());
    act(() => result.current.discardDraft());
    expect(stored()).toBeNull();
    expect(result.current.values).toEqual(DEFAULTS);
  });
});
