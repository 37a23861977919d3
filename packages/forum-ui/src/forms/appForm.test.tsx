import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useId, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { normalizeError } from '@forum/api';
import { ToastProvider } from '../components/Toast/Toast.tsx';
import { useForumAppForm } from '../components/AppForm/appForm.ts';
import type { ForumFormOptions } from './appForm.tsx';
import { DRAFT_PREFIX } from './drafts.ts';

const DEFAULTS = { name: '', email: '' };
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

function Screen(options: Partial<ForumFormOptions<Values, unknown>>) {
  rendered('screen');
  const titleId = useId();
  const form = useForumAppForm<Values>({
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

const setup = (options: Partial<ForumFormOptions<Values, unknown>> = {}) =>
  render(
    <ToastProvider>
      <Screen {...options} />
    </ToastProvider>,
  );

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

describe('useForumAppForm: re-renders only what changed', () => {
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

describe('useForumAppForm: submit', () => {
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
    setup({ submit });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Maria');
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'taken@example.ph');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(description(email)).toBe('The email has already been taken.'));
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(await screen.findByText('email: The email has already been taken.')).toBeTruthy();
    expect(email).toHaveProperty('value', 'taken@example.ph');
    // Leaving the field is not answering its message: it stays until the field is edited.
    await user.tab();
    expect(document.activeElement).not.toBe(email);
    expect(description(email)).toBe('The email has already been taken.');
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
