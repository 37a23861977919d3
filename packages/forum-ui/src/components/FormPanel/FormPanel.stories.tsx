import type { FormProps } from '../../forms/Form.tsx';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Inline } from '../../primitives/Inline.tsx';
import { Link } from '../Link/Link.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { textField } from '../../forms/fields.ts';
import { useForumForm } from '../../forms/useForumForm.ts';
import { FormPanel, type FormPanelProps } from './FormPanel.tsx';

const fields = (
  <>
    <TextField label="Display name" name="displayName" />
    <TextField label="E-mail" name="email" type="email" />
  </>
);

const meta = {
  title: 'Components/FormPanel',
  component: FormPanel,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Your profile',
    intro: 'How other members see you.',
    form: { failedSubmits: 0, submitting: false, submit: fn() },
    children: fields,
    submit: { label: 'Save', busyLabel: 'Saving...' },
  },
} satisfies Meta<typeof FormPanel>;

/** These stories pass the transition adapter's binding (a plain object of the same shape). */
type Binding = FormProps['form'];

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    await expect(canvas.getByText('How other members see you.')).toBeVisible();
    const form = canvas.getByRole('form', { name: 'Your profile' });
    await expect(form).not.toHaveAttribute('aria-describedby');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Display name' }), 'Ada');
    // Enter submits the form (implicit submission); the page does not reload.
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect((args.form as Binding).submit).toHaveBeenCalledTimes(2);
    await expect(canvas.getByRole('textbox', { name: 'Display name' })).toHaveValue('Ada');
  },
};

export const WithFormError: Story = {
  args: {
    form: {
      failedSubmits: 1,
      submitting: false,
      submit: fn(),
      formError: 'Saving failed. Please try again.',
    },
  },
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Your profile' });
    await expect(form).toHaveAccessibleDescription('Saving failed. Please try again.');
    // The message is the form's first content, before the fields.
    const message = canvas.getByText('Saving failed. Please try again.');
    const firstField = canvas.getByRole('textbox', { name: 'Display name' });
    await expect(
      message.compareDocumentPosition(firstField) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  },
};

export const Submitting: Story = {
  args: {
    form: { failedSubmits: 0, submitting: true, submit: fn() },
  },
  play: async ({ canvas, args }) => {
    // The submit button says what is happening and stays in place.
    const button = canvas.getByRole('button', { name: 'Saving...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('type', 'submit');
    // A second submit while the first is in flight (a double Enter) is ignored.
    canvas.getByRole<HTMLFormElement>('form', { name: 'Your profile' }).requestSubmit();
    await expect((args.form as Binding).submit).not.toHaveBeenCalled();
  },
};

/** Without `busyLabel` the submit button does not turn busy (a form that answers at once). */
export const SubmitWithoutBusyLabel: Story = {
  args: {
    form: { failedSubmits: 0, submitting: true, submit: fn() },
    submit: { label: 'Send Reset Link' },
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Send Reset Link' });
    await expect(button).not.toHaveAttribute('aria-busy');
    await expect(button).toHaveAttribute('type', 'submit');
  },
};

const PROFILE = { displayName: '', email: '' };

/** A small form on the form layer that validates on submit, as the account screens do. */
function ValidatingPanel(args: FormPanelProps) {
  const form = useForumForm({
    defaultValues: PROFILE,
    validate: (values) => ({
      ...(values.displayName ? {} : { displayName: 'Please enter a display name' }),
      ...(values.email ? {} : { email: 'Please enter your email address' }),
    }),
    toastInvalid: false,
    submit: async () => (args.form as Binding).submit(),
    resetOnSuccess: false,
  });
  return (
    <FormPanel {...args} form={form}>
      <TextField label="Display name" {...textField(form, 'displayName')} />
      <TextField label="E-mail" type="email" {...textField(form, 'email')} />
    </FormPanel>
  );
}

export const FocusFirstInvalid: Story = {
  render: (args) => <ValidatingPanel {...args} />,
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
    await expect((args.form as Binding).submit).not.toHaveBeenCalled();
    // A second failed submit moves focus back to it again.
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(email).toHaveFocus());
    await userEvent.type(email, 'ada@example.com');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect((args.form as Binding).submit).toHaveBeenCalledTimes(1));
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
    form: {
      failedSubmits: 1,
      submitting: false,
      submit: fn(),
      formError:
        'Hindi nai-save ang mga pagbabago. 保存できませんでした。もう一度お試しください。🙏',
    },
  },
  play: async ({ canvas, args }) => {
    const form = canvas.getByRole('form', { name: args.title as string });
    await expect(form).toHaveAccessibleDescription((args.form as Binding).formError as string);
    await expect(canvas.getByText(args.intro as string)).toBeVisible();
    const heading = canvas.getByRole('heading', { level: 1, name: args.title as string });
    // Long words wrap inside the card instead of widening the page.
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
