import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Inline } from '../../primitives/Inline.tsx';
import type { Canvas } from '../../../test/queries.ts';
import { useForumAppForm } from '../AppForm/appForm.tsx';
import { plainFormCalls } from '../../forms/plainFormCalls.ts';
import { Link } from '../Link/Link.tsx';
import { FormPanel, type FormPanelProps } from './FormPanel.tsx';

const PROFILE = { displayName: '', email: '' };
type Profile = typeof PROFILE;

/** How the demo form's call answers: at once, never (in flight), or with a 5xx. */
type Answer = 'ok' | 'pending' | 'server-error';

interface ProfilePanelProps extends Omit<FormPanelProps, 'form' | 'children'> {
  /** The call the form makes with its values. */
  onSubmit: (values: Profile) => void;
  answer?: Answer;
  /** What a refused call reads as (the form's message). */
  formError?: string;
  /** Both fields are required, as on the account screens. */
  validating?: boolean;
}

function respond(answer: Answer): Promise<void> {
  if (answer === 'pending') return new Promise<never>(() => {});
  if (answer === 'server-error')
    // A call that failed with no server's words: the form shows its own fallback.
    return Promise.reject(new Error('Server Error'));
  return Promise.resolve();
}

/** A small form on the form layer (`useForumAppForm`) in the panel, as the account screens do. */
function ProfilePanel({
  onSubmit,
  answer = 'ok',
  formError,
  validating = false,
  ...panel
}: ProfilePanelProps) {
  const form = useForumAppForm({
    calls: plainFormCalls,
    defaultValues: PROFILE,
    validate: (values) =>
      validating
        ? {
            ...(values.displayName ? {} : { displayName: 'Please enter a display name' }),
            ...(values.email ? {} : { email: 'Please enter your email address' }),
          }
        : {},
    toastInvalid: false,
    toastFailure: false,
    submit: (values) => {
      onSubmit(values);
      return respond(answer);
    },
    failure: formError ? { fallback: formError } : undefined,
    resetOnSuccess: false,
  });
  return (
    <FormPanel {...panel} form={form}>
      <form.AppField name="displayName">
        {(field) => <field.TextField label="Display name" />}
      </form.AppField>
      <form.AppField name="email">
        {(field) => <field.TextField label="E-mail" type="email" />}
      </form.AppField>
    </FormPanel>
  );
}

const meta = {
  title: 'Components/FormPanel',
  component: ProfilePanel,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Your profile',
    intro: 'How other members see you.',
    onSubmit: fn(),
    submit: { label: 'Save', busyLabel: 'Saving...' },
  },
} satisfies Meta<typeof ProfilePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submits the form (valid values) and waits for the call. */
async function submitOnce(canvas: Canvas) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Display name' }), 'Ada');
  await userEvent.keyboard('{Enter}');
}

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    await expect(canvas.getByText('How other members see you.')).toBeVisible();
    const form = canvas.getByRole('form', { name: 'Your profile' });
    await expect(form).not.toHaveAttribute('aria-describedby');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Display name' }), 'Ada');
    // Enter submits the form (implicit submission); the page does not reload.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2));
    await expect(canvas.getByRole('textbox', { name: 'Display name' })).toHaveValue('Ada');
  },
};

export const WithFormError: Story = {
  args: { answer: 'server-error', formError: 'Saving failed. Please try again.' },
  play: async ({ canvas }) => {
    await submitOnce(canvas);
    const form = canvas.getByRole('form', { name: 'Your profile' });
    await waitFor(() =>
      expect(form).toHaveAccessibleDescription('Saving failed. Please try again.'),
    );
    // The message is the form's first content, before the fields.
    const message = canvas.getByText('Saving failed. Please try again.');
    const firstField = canvas.getByRole('textbox', { name: 'Display name' });
    await expect(
      message.compareDocumentPosition(firstField) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  },
};

export const Submitting: Story = {
  args: { answer: 'pending' },
  play: async ({ canvas, args }) => {
    await submitOnce(canvas);
    // The submit button says what is happening and stays in place.
    const button = await canvas.findByRole('button', { name: 'Saving...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('type', 'submit');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    // A second submit while the first is in flight (a double Enter) is ignored.
    canvas.getByRole<HTMLFormElement>('form', { name: 'Your profile' }).requestSubmit();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Without `busyLabel` the submit button does not turn busy (a form that answers at once). */
export const SubmitWithoutBusyLabel: Story = {
  args: { answer: 'pending', submit: { label: 'Send Reset Link' } },
  play: async ({ canvas, args }) => {
    await submitOnce(canvas);
    // The call is in flight.
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const button = canvas.getByRole('button', { name: 'Send Reset Link' });
    await expect(button).not.toHaveAttribute('aria-busy');
    await expect(button).toHaveAttribute('type', 'submit');
  },
};

export const FocusFirstInvalid: Story = {
  args: { validating: true },
  play: async ({ canvas, args }) => {
    const name = canvas.getByRole('textbox', { name: 'Display name' });
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    // Fill the first field only, then submit from the keyboard.
    await userEvent.click(name);
    await userEvent.type(name, 'Ada');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // Focus lands on the first invalid field (the e-mail), not on the first field.
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // A second failed submit moves focus back to it again.
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(email).toHaveFocus());
    await userEvent.type(email, 'ada@example.com');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
  },
};

export const WithFooter: Story = {
  args: {
    footer: (
      <Inline align="center">
        <Link to="/login">Back to Login</Link>
      </Inline>
    ),
  },
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Your profile' });
    const link = canvas.getByRole('link', { name: 'Back to Login' });
    await expect(link).toHaveAttribute('href', '/login');
    // Under the form, not part of it: the next stop after the submit button.
    await expect(form).not.toContainElement(link);
    await userEvent.click(canvas.getByRole('textbox', { name: 'E-mail' }));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const LongUnicode: Story = {
  args: {
    title: 'Palitan ang iyong pangalan at email address para sa lahat ng abiso ng forum 🎉',
    intro: 'フォーラムの通知はすべて新しいアドレスに届きます。確認リンクをお送りします。📬',
    answer: 'server-error',
    formError: 'Hindi nai-save ang mga pagbabago. 保存できませんでした。もう一度お試しください。🙏',
  },
  play: async ({ canvas, args }) => {
    await submitOnce(canvas);
    const form = canvas.getByRole('form', { name: args.title as string });
    await waitFor(() => expect(form).toHaveAccessibleDescription(args.formError as string));
    await expect(canvas.getByText(args.intro as string)).toBeVisible();
    const heading = canvas.getByRole('heading', { level: 1, name: args.title as string });
    // Long words wrap inside the card instead of widening the page.
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
