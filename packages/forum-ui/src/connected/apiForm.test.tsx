import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useId, useImperativeHandle, type ReactNode, type Ref } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { normalizeError } from '@forum/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  DRAFT_PREFIX,
  ToastProvider,
  draftSavedKey,
  submitForm,
  type ForumAppForm,
} from '@forum/forum-ui/design-system';
import { keepForLogin, resent } from '../../../api/src/resendClaims.ts';
import { useApiForm, type ApiFormOptions } from './apiForm.ts';

/** Name and email have inputs; the rest are values without one (set through the form's API). */
const DEFAULTS = { name: '', email: '', password: '', subscribe: false, tags: [] as string[] };
type Values = typeof DEFAULTS;

type Part = 'screen' | 'nameField' | 'nameLabel' | 'emailField' | 'button';
/** Called by each part as it renders. */
const rendered = vi.fn<(part: Part) => void>();
const renders = () => {
  const counts: Record<Part, number> = {
    screen: 0,
    nameField: 0,
    nameLabel: 0,
    emailField: 0,
    button: 0,
  };
  for (const [part] of rendered.mock.calls) counts[part] += 1;
  return counts;
};

function Counted({ part, children }: { part: Part; children: ReactNode }) {
  rendered(part);
  return <>{children}</>;
}

type Options = Partial<ApiFormOptions<Values, unknown>>;

function Screen({ ref, ...options }: Options & { ref?: Ref<ForumAppForm<Values>> }) {
  rendered('screen');
  const titleId = useId();
  const form = useApiForm<Values>({
    defaultValues: DEFAULTS,
    draftKey: 'app-form-test',
    draftDelayMs: 20,
    validate: (v) => ({
      ...(v.name.trim() ? {} : { name: 'Please enter your name' }),
      ...(v.email.trim() ? {} : { email: 'Please enter your email address' }),
    }),
    submit: async () => ({ ok: true }),
    failure: { fallback: 'Saving failed. Please try again.' },
    ...options,
  });
  useImperativeHandle(ref, () => form, [form]);
  return (
    <>
      <h1 id={titleId}>Newsletter</h1>
      <form.AppForm>
        <form.Form labelledBy={titleId}>
          <form.AppField name="name">
            {(field) => {
              rendered('nameField');
              return <field.TextField label={<Counted part="nameLabel">Name</Counted>} />;
            }}
          </form.AppField>
          <form.AppField name="email">
            {(field) => {
              rendered('emailField');
              return <field.TextField label="Email" type="email" />;
            }}
          </form.AppField>
          <form.SubmitButton busyLabel="Saving...">
            <Counted part="button">Save</Counted>
          </form.SubmitButton>
        </form.Form>
      </form.AppForm>
    </>
  );
}

/** The app's query cache, where the layer notes when a draft was saved. */
const queryClient = new QueryClient();

/** Renders the screen; `form()` is its form, for what has no input (values, layer state). */
function setup(options: Options = {}) {
  const ref = createRef<ForumAppForm<Values>>();
  const tree = (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <Screen {...options} ref={ref} />
      </ToastProvider>
    </QueryClientProvider>
  );
  const view = render(tree);
  return {
    ...view,
    form: () => ref.current as ForumAppForm<Values>,
    rerender: () => view.rerender(tree),
  };
}

/** Submits made (TanStack Form's `submissionAttempts`) once the last has ended; here each one fails. */
const submitsMade = (form: ForumAppForm<Values>) =>
  form.state.isSubmitting ? undefined : form.state.submissionAttempts;
const toastRegion = () => within(screen.getByRole('region', { name: 'Notifications' }));
const SAME_MESSAGE = (v: Values) => ({
  ...(v.name.trim() ? {} : { name: 'Please fill in all fields' }),
  ...(v.email.trim() ? {} : { email: 'Please fill in all fields' }),
});

/** What a screen reader reads as the element's description. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ')
    .trim();

const stored = () => {
  const raw = sessionStorage.getItem(DRAFT_PREFIX + 'app-form-test');
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
};

afterEach(() => {
  sessionStorage.clear();
  rendered.mockClear();
});

describe('useApiForm: re-renders only what changed', () => {
  it('20 characters typed into one field: the screen renders 0 times, the field and its label once per key', async () => {
    const user = userEvent.setup();
    setup();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.click(name);
    rendered.mockClear();

    await user.keyboard('Maria Santos de Luna'); // 20 characters
    expect(name).toHaveProperty('value', 'Maria Santos de Luna');
    const counts = renders();
    console.info('renders while typing 20 characters:', JSON.stringify(counts));
    expect(counts.screen).toBe(0);
    expect(counts.emailField).toBe(0);
    expect(counts.button).toBe(0);
    expect(counts.nameField).toBeGreaterThan(0);
    expect(counts.nameField).toBeLessThanOrEqual(20);
    expect(counts.nameLabel).toBeLessThanOrEqual(20);
  });
});

describe('useApiForm: submit', () => {
  it('refuses invalid values with messages next to the fields, focuses the first, and sends nothing', async () => {
    const user = userEvent.setup();
    const submit = vi.fn(async () => ({}));
    setup({ submit });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(description(name)).toBe('Please enter your name');
    expect(submit).not.toHaveBeenCalled();
    // Typing answers the message.
    await user.keyboard('M');
    expect(name.getAttribute('aria-invalid')).toBeNull();
  });

  it("places the server's 422 map from the submit validator's { form, fields }, keeping the values", async () => {
    const user = userEvent.setup();
    const submit = vi.fn(async () => {
      throw normalizeError({
        status: 422,
        data: {
          message: 'The email has already been taken.',
          errors: { email: ['The email has already been taken.'] },
        },
      });
    });
    const { form } = setup({ submit });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Maria');
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'taken@example.ph');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(description(email)).toBe('The email has already been taken.'));
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(await screen.findByText('email: The email has already been taken.')).toBeTruthy();
    expect(email).toHaveProperty('value', 'taken@example.ph');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Maria');
    // The map is the whole answer: no form-level message; one failed submit.
    expect(screen.getByRole('form', { name: 'Newsletter' }).getAttribute('aria-describedby')).toBe(
      null,
    );
    expect(submitsMade(form())).toBe(1);
    // Leaving the field is not answering its message: it stays until the field is edited.
    await user.tab();
    expect(document.activeElement).not.toBe(email);
    expect(description(email)).toBe('The email has already been taken.');
    await user.type(email, 'x');
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('onInvalid hears each refused submit with its field messages, from the rules or the server', async () => {
    const user = userEvent.setup();
    const onInvalid = vi.fn();
    const submit = vi.fn(async () => {
      throw normalizeError({
        status: 422,
        data: { message: 'Taken.', errors: { email: ['The email has already been taken.'] } },
      });
    });
    setup({ submit, onInvalid });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onInvalid).toHaveBeenLastCalledWith({
      name: 'Please enter your name',
      email: 'Please enter your email address',
    });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Maria');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'taken@example.ph');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onInvalid).toHaveBeenLastCalledWith({ email: 'The email has already been taken.' }),
    );
    expect(onInvalid).toHaveBeenCalledTimes(2);
  });

  it('a 5xx shows the fallback as the form message; one request however many submits', async () => {
    const user = userEvent.setup();
    let fail: (error: unknown) => void = () => undefined;
    const submit = vi.fn(() => new Promise((_, reject) => (fail = reject)));
    setup({ submit });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Maria');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'maria@example.ph');
    const save = screen.getByRole('button', { name: 'Save' });
    for (let i = 0; i < 5; i++) await user.click(save);
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    fail(normalizeError({ status: 500, data: '<h1>Server Error</h1>' }));
    const form = screen.getByRole('form', { name: 'Newsletter' });
    await waitFor(() => expect(description(form)).toBe('Saving failed. Please try again.'));
    expect(screen.queryByText(/Server Error/)).toBeNull();
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('drafts: saved after a pause, restored on the next mount, cleared (and the form emptied) on success', async () => {
    const user = userEvent.setup();
    const first = setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Juan');
    await waitFor(() => expect(stored()).toEqual({ name: 'Juan' }));
    first.unmount();

    const onSuccess = vi.fn();
    setup({ onSuccess });
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveProperty('value', 'Juan');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'juan@example.ph');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(stored()).toBeNull();
    expect(name).toHaveProperty('value', '');
  });
});

describe('useApiForm: client rules', () => {
  it('refuses invalid values: one toast per distinct message, a counted failure, the values kept', async () => {
    const user = userEvent.setup();
    const submit = vi.fn(async () => ({}));
    const { form } = setup({ submit, validate: SAME_MESSAGE });
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    await waitFor(() => expect(submitsMade(form())).toBe(1));
    expect(await toastRegion().findAllByText('Please fill in all fields')).toHaveLength(1);
    expect(submit).not.toHaveBeenCalled();
    const name = screen.getByRole('textbox', { name: 'Name' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(name, 'Maria');
    await user.click(save);
    await waitFor(() => expect(submitsMade(form())).toBe(2));
    expect(description(email)).toBe('Please fill in all fields');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(name).toHaveProperty('value', 'Maria');
    expect(submit).not.toHaveBeenCalled();
  });

  it("editing a field clears its message (and the fields it 'clears'), and each submit judges afresh", async () => {
    const user = userEvent.setup();
    const submit = vi.fn(async () => ({}));
    setup({ submit, clears: { name: ['email'] } });
    const name = screen.getByRole('textbox', { name: 'Name' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(description(name)).toBe('Please enter your name'));
    expect(description(email)).toBe('Please enter your email address');
    await user.type(name, 'M');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBeNull();
    await user.type(email, 'm@example.ph');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'M', email: 'm@example.ph' }),
    );
  });

  it('a second failed submit runs the rules again (the last messages do not stop it first)', async () => {
    const user = userEvent.setup();
    const submit = vi.fn(async () => ({}));
    const { form } = setup({ submit });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitsMade(form())).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitsMade(form())).toBe(2));
    expect(description(screen.getByRole('textbox', { name: 'Name' }))).toBe(
      'Please enter your name',
    );
    expect(description(screen.getByRole('textbox', { name: 'Email' }))).toBe(
      'Please enter your email address',
    );
    expect(submit).not.toHaveBeenCalled();
  });

  it('check shows the messages of the named fields only, without a submit', async () => {
    const user = userEvent.setup();
    const submit = vi.fn(async () => ({}));
    const { form } = setup({ submit });
    const name = screen.getByRole('textbox', { name: 'Name' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    let ok = true;
    act(() => {
      ok = form().layer.check(['email']);
    });
    expect(ok).toBe(false);
    expect(description(email)).toBe('Please enter your email address');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(submitsMade(form())).toBe(0);
    expect(submit).not.toHaveBeenCalled();
    await user.type(email, 'a@b.c');
    act(() => {
      ok = form().layer.check(['email']);
    });
    expect(ok).toBe(true);
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });
});

describe('useApiForm: one request at a time', () => {
  it('five rapid submits send one request, and the form says it is submitting until the answer', async () => {
    const user = userEvent.setup();
    let finish: (value: unknown) => void = () => undefined;
    const submit = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    const { form } = setup({ submit });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Maria');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'maria@example.ph');
    act(() => {
      for (let i = 0; i < 5; i++) void submitForm(form());
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Saving...' }).getAttribute('aria-busy')).toBe(
        'true',
      ),
    );
    act(() => void submitForm(form()));
    // The call runs in the form's submit validator, a task after the submit.
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    await act(async () => finish({ ok: true }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-busy')).toBeNull(),
    );
    expect(submit).toHaveBeenCalledTimes(1);
  });
});

describe('useApiForm: server failures', () => {
  it('a 5xx calls onFailure, keeps the values, and the next submit starts clean', async () => {
    const user = userEvent.setup();
    const submit = vi
      .fn()
      .mockRejectedValueOnce(
        normalizeError({ status: 500, data: '<!doctype html><h1>Whoops</h1>' }),
      )
      .mockResolvedValueOnce({ ok: true });
    const onFailure = vi.fn();
    setup({ submit, onFailure, resetOnSuccess: false });
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.type(name, 'Maria');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'maria@example.ph');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const form = screen.getByRole('form', { name: 'Newsletter' });
    await waitFor(() => expect(description(form)).toBe('Saving failed. Please try again.'));
    await waitFor(() =>
      expect(onFailure).toHaveBeenCalledWith(
        expect.objectContaining({ status: 500 }),
        expect.anything(),
      ),
    );
    expect(screen.queryByText(/Whoops/)).toBeNull();
    expect(name).toHaveProperty('value', 'Maria');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(form.getAttribute('aria-describedby')).toBeNull());
  });
});

describe('useApiForm: drafts', () => {
  it('saves debounced any JSON value, never the password, and restores them on the next mount', async () => {
    const first = setup();
    act(() => {
      const form = first.form();
      form.setFieldValue('name', 'Ma');
      form.setFieldValue('subscribe', true);
      form.setFieldValue('tags', ['ssd']);
      form.setFieldValue('password', 'hunter22');
    });
    expect(stored()).toBeNull(); // not on every keystroke
    await waitFor(() => expect(stored()).toEqual({ name: 'Ma', subscribe: true, tags: ['ssd'] }));
    expect(queryClient.getQueryData(draftSavedKey('app-form-test'))).toBeTypeOf('number');
    first.unmount();

    const second = setup();
    expect(second.form().state.values).toEqual({
      ...DEFAULTS,
      name: 'Ma',
      subscribe: true,
      tags: ['ssd'],
    });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Ma');
  });

  it('flushes a pending draft when the form goes away (a 401 sends the person to /login)', async () => {
    const user = userEvent.setup();
    const { unmount } = setup({ draftDelayMs: 60_000 });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Typed just now');
    expect(stored()).toBeNull();
    unmount();
    expect(stored()).toEqual({ name: 'Typed just now' });
  });

  it('keeps the draft through failures and clears it only when the server accepts', async () => {
    const user = userEvent.setup();
    const submit = vi
      .fn()
      .mockRejectedValueOnce(normalizeError({ status: 500, data: {} }))
      .mockResolvedValueOnce({ ok: true });
    const onSuccess = vi.fn();
    const { form, unmount } = setup({ submit, onSuccess });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Maria');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'maria@example.ph');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const element = screen.getByRole('form', { name: 'Newsletter' });
    await waitFor(() => expect(description(element)).not.toBe(''));
    await waitFor(() => expect(stored()).toMatchObject({ name: 'Maria' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(stored()).toBeNull();
    expect(form().state.values).toEqual(DEFAULTS);
    unmount();
    expect(stored()).toBeNull();
  });

  it('a 401 keeps what was typed, and the next mount (back from login) sends it once', async () => {
    const user = userEvent.setup();
    const submit = vi
      .fn()
      .mockRejectedValueOnce(normalizeError({ status: 401, data: { message: 'Unauthenticated.' } }))
      .mockResolvedValue({ ok: true });
    const onSuccess = vi.fn();
    const first = setup({ submit, onSuccess });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Maria');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'maria@example.ph');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(submitsMade(first.form())).toBe(1));
    // The session ran out: the person goes to /login (the form unmounts), then comes back.
    first.unmount();
    expect(stored()).toMatchObject({ name: 'Maria', email: 'maria@example.ph' });
    const again = setup({ submit, onSuccess });
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(submit).toHaveBeenCalledTimes(2);
    expect(submit.mock.calls[1]![0]).toMatchObject({ name: 'Maria', email: 'maria@example.ph' });
    expect(stored()).toBeNull();
    again.unmount();
    // Sent once: another visit sends nothing on its own.
    setup({ submit, onSuccess });
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('a form without a draft whose 401 the query client keeps says it waits, with no failure toast', async () => {
    for (const kept of [true, false]) {
      const user = userEvent.setup();
      const error = normalizeError({ status: 401, data: { message: 'Unauthenticated.' } });
      // The query client's MutationCache keeps a 401 before the caller hears of it.
      if (kept) keepForLogin(error);
      const view = setup({ submit: vi.fn().mockRejectedValue(error), draftKey: undefined });
      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Maria');
      await user.type(screen.getByRole('textbox', { name: 'Email' }), 'maria@example.ph');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      const form = screen.getByRole('form', { name: 'Newsletter' });
      await waitFor(() =>
        expect(description(form)).toBe(
          kept
            ? 'Your session has ended. Log in again and this form will be sent.'
            : 'Unauthenticated.',
        ),
      );
      // Only the one login prompt (the app's) speaks for a kept action: no toast says it failed.
      expect(toastRegion().queryAllByText('Unauthenticated.')).toHaveLength(kept ? 0 : 1);
      expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe(
        'Maria',
      );
      view.unmount();
    }
  });

  it('a form still on screen when its kept action goes through after the login succeeds then', async () => {
    for (const edited of [false, true]) {
      const user = userEvent.setup();
      const error = normalizeError({ status: 401, data: { message: 'Unauthenticated.' } });
      keepForLogin(error);
      const onSuccess = vi.fn();
      const view = setup({
        submit: vi.fn().mockRejectedValue(error),
        draftKey: undefined,
        onSuccess,
      });
      const name = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
      await user.type(name, 'Maria');
      await user.type(screen.getByRole('textbox', { name: 'Email' }), 'maria@example.ph');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      const form = screen.getByRole('form', { name: 'Newsletter' });
      await waitFor(() => expect(description(form)).toMatch(/^Your session has ended/));
      // Typed on while waiting: what was typed since is kept, not emptied by the old action.
      if (edited) await user.type(name, ' Clara');
      // The person logged in (a modal, another tab) and the query client sent it again.
      act(() => resent(error, { ok: true }));
      if (edited) {
        expect(onSuccess).not.toHaveBeenCalled();
        expect(name.value).toBe('Maria Clara');
      } else {
        expect(onSuccess).toHaveBeenCalledWith(
          { ok: true },
          expect.objectContaining({ name: 'Maria', email: 'maria@example.ph' }),
        );
        await waitFor(() => expect(description(form)).toBe(''));
        expect(name.value).toBe('');
      }
      view.unmount();
    }
  });

  it('a 5xx, or a form that asks for login itself, is never sent again on its own', async () => {
    for (const [status, resendAfterLogin] of [
      [500, true],
      [401, false],
    ] as const) {
      const user = userEvent.setup();
      const submit = vi.fn().mockRejectedValue(normalizeError({ status, data: {} }));
      const first = setup({ submit, resendAfterLogin });
      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Maria');
      await user.type(screen.getByRole('textbox', { name: 'Email' }), 'maria@example.ph');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(submitsMade(first.form())).toBe(1));
      first.unmount();
      const again = setup({ submit, resendAfterLogin });
      await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
      expect(submit).toHaveBeenCalledTimes(1);
      expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe(
        'Maria',
      );
      again.unmount();
      sessionStorage.clear();
    }
  });

  it('a restored draft goes like typed values: on success, and on discard', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(DRAFT_PREFIX + 'app-form-test', JSON.stringify({ name: 'Maria' }));
    const onSuccess = vi.fn();
    const first = setup({ onSuccess });
    expect(first.form().state.values.name).toBe('Maria');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'maria@example.ph');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(first.form().state.values).toEqual(DEFAULTS);
    first.rerender();
    expect(first.form().state.values).toEqual(DEFAULTS);
    first.unmount();

    sessionStorage.setItem(DRAFT_PREFIX + 'app-form-test', JSON.stringify({ name: 'Maria' }));
    const second = setup();
    act(() => second.form().layer.discardDraft());
    second.rerender();
    expect(second.form().state.values).toEqual(DEFAULTS);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', '');
  });

  it('discardDraft forgets the draft and empties the form', async () => {
    const user = userEvent.setup();
    const { form } = setup();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.type(name, 'Maria');
    await waitFor(() => expect(stored()).not.toBeNull());
    act(() => form().layer.discardDraft());
    expect(stored()).toBeNull();
    expect(form().state.values).toEqual(DEFAULTS);
    expect(name).toHaveProperty('value', '');
  });
});
