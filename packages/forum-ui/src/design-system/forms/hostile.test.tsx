/**
 * Hostile input over the form layer (a sample: `npm run test:hostile` runs every string over
 * every form of the app). Each string goes into a limited single-line field (255), a limited
 * text area (5,000) and an e-mail field, as typed or pasted text does, then the form is
 * submitted. Nothing may be cut or changed: each field reads back exactly, the counter counts
 * what a person sees (graphemes), and submitting either sends the exact text or refuses it with
 * a message that says by how much it is too long.
 */
import { act, fireEvent, render, within } from '@testing-library/react';
import { createRef, useImperativeHandle } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastProvider } from '../components/Toast/Toast.tsx';
import { useForumAppForm } from '../components/AppForm/appForm.tsx';
import { plainFormCalls } from './plainFormCalls.ts';
import { submitForm } from './formLayer.tsx';
import { HOSTILE_SAMPLE, BLNS_STRINGS } from '../../test/hostile/hostileStrings.ts';
import { isEmailAddress } from './fieldRules.ts';
import { countGraphemes } from '../utils/text/graphemes.ts';

const queryClient = new QueryClient();

/** What a form needs from the app: its query cache (the draft's saved time) and the toasts. */
function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}

const DEFAULTS = { title: '', message: '', email: '' };
type Values = typeof DEFAULTS;

/**
 * Graphemes as Intl.Segmenter counts them, a window at a time: spreading the segments of a
 * 100,000-character text at once keeps 100,000 copies of it (V8 gives each segment its own
 * `input`) and ran this file out of memory.
 */
const graphemes = countGraphemes;
const thousands = (n: number) => n.toLocaleString('en');

/** The text of a field's counter (the last element of its description). */
const counterOf = (control: HTMLElement) => {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ');
  return byId(control, ids.find((id) => id.endsWith('-count')) ?? '')?.textContent;
};

/** An element by id inside the form of `control` (ids from useId repeat across React roots). */
const byId = (control: HTMLElement, id: string) =>
  control.closest('form')?.querySelector(`[id="${id}"]`);

/** What HTML's value sanitisation makes of a text in an e-mail input. */
const emailSanitised = (text: string) =>
  text.replace(/[\r\n]/g, '').replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '');

let sent: Values[] = [];
/** The rendered form, for `submitForm` (set by the form's ref). */
const current: { form?: ReturnType<typeof useForumAppForm<Values>> } = {};

const formHandle = createRef<void>();

function HostileForm() {
  const form = useForumAppForm<Values>({
    calls: plainFormCalls,
    defaultValues: DEFAULTS,
    toastInvalid: false,
    resetOnSuccess: false,
    submit: async (values) => {
      sent.push(values);
      return values;
    },
  });
  useImperativeHandle(formHandle, () => {
    current.form = form;
  });
  return (
    <form.AppForm>
      <form.Form label="Hostile">
        <form.AppField name="title">
          {(field) => <field.TextField label="Title" limit={255} />}
        </form.AppField>
        <form.AppField name="message">
          {(field) => <field.TextArea label="Message" limit={5_000} />}
        </form.AppField>
        <form.AppField name="email">{(field) => <field.EmailField label="Email" />}</form.AppField>
        <form.SubmitButton>Send</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  );
}

afterEach(() => {
  sent = [];
  current.form = undefined;
});

describe('hostile input through the form layer (a sample)', () => {
  it('has a sample of 20 strings of the list and every extra case', () => {
    expect(BLNS_STRINGS.length).toBeGreaterThan(480);
    expect(HOSTILE_SAMPLE.length).toBeGreaterThanOrEqual(30);
  });

  it(
    'reads every string back exactly, counts it right, and sends it or says how much is too long',
    { timeout: 30_000 },
    async () => {
      const problems: string[] = [];
      const check = (name: string, ok: boolean, what: string) => {
        if (!ok) problems.push(`${name}: ${what}`);
      };

      // A field's counter loads with the first field that counts: let it arrive once.
      const first = render(
        <Providers>
          <HostileForm />
        </Providers>,
      );
      await within(first.container).findByText('0 / 255 characters');
      first.unmount();

      for (const { name, value } of HOSTILE_SAMPLE) {
        sent = [];
        // A fresh form for each string, as a person meets it.
        const view = render(
          <Providers>
            <HostileForm />
          </Providers>,
        );
        // Within this render: the unit files share one document (isolate: false).
        const screen = within(view.container);
        const title = screen.getByRole<HTMLInputElement>('textbox', { name: 'Title' });
        const message = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
        const email = screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' });
        // What typing or pasting does to a controlled input: one change with the new text.
        fireEvent.change(title, { target: { value } });
        fireEvent.change(message, { target: { value } });
        fireEvent.change(email, { target: { value } });
        check(name, title.value === value, 'title cut or changed');
        check(name, message.value === value, 'message cut or changed');
        // <input type="email"> sanitises its value as the HTML standard says (line breaks and
        // leading/trailing ASCII white space removed): the browser's rule, not a cut.
        check(name, email.value === emailSanitised(value), 'email cut or changed');
        check(name, !title.hasAttribute('maxlength'), 'title has maxlength');

        const count = graphemes(value);
        check(
          name,
          counterOf(title) === `${thousands(count)} / 255 characters`,
          `title counter is not ${count}`,
        );
        check(
          name,
          counterOf(message) === `${thousands(count)} / ${thousands(5_000)} characters`,
          `message counter is not ${count}`,
        );

        await act(() => submitForm(current.form!));
        const titleTooLong = count > 255;
        const messageTooLong = count > 5_000;
        const badEmail = value.trim() !== '' && count > 0 && !isEmailAddress(value);
        if (titleTooLong) {
          const text = `Title is ${thousands(count - 255)} ${count - 255 === 1 ? 'character' : 'characters'} too long (255 at most)`;
          check(name, title.getAttribute('aria-invalid') === 'true', 'over-long title not refused');
          check(name, byId(title, `${title.id}-error`)?.textContent === text, `no "${text}"`);
        }
        if (messageTooLong) {
          check(
            name,
            message.getAttribute('aria-invalid') === 'true',
            'over-long message not refused',
          );
        }
        if (badEmail) {
          check(
            name,
            byId(email, `${email.id}-error`)?.textContent === 'Please enter a valid email address',
            'an address that is not one was accepted',
          );
        }
        if (titleTooLong || messageTooLong || badEmail) {
          check(name, sent.length === 0, 'refused input was sent');
        } else {
          check(name, sent.length === 1, 'valid input was not sent');
          check(name, sent[0]?.title === value && sent[0]?.message === value, 'sent text differs');
        }
        view.unmount();
      }
      expect(problems).toEqual([]);
    },
  );
});

describe('the layer sends nothing it refused, and nothing twice', () => {
  it('does not call submit for over-long text however often it is submitted', async () => {
    const view = render(
      <Providers>
        <HostileForm />
      </Providers>,
    );
    const screen = within(view.container);
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), {
      target: { value: '👨‍👩‍👧‍👦'.repeat(256) },
    });
    await act(() => submitForm(current.form!));
    await act(() => submitForm(current.form!));
    expect(sent).toEqual([]);
    expect(screen.getByText('Title is 1 character too long (255 at most)')).toBeTruthy();
  });
});
