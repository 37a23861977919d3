import { useId } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BoundCheckbox } from './BoundCheckbox.tsx';
import { Heading } from '../../primitives/Heading.tsx';
import { Stack } from '../../primitives/Stack.tsx';
import { useForumAppForm } from './appForm.tsx';
import { plainFormCalls } from '../../forms/plainFormCalls.ts';
import { BoundSelect } from './BoundSelect.tsx';

/**
 * The design system's inputs bound to the form layer: inside `<form.AppField>` each of
 * `field.TextField`, `field.PasswordField` and `field.TextArea` (and `BoundSelect` and
 * `BoundCheckbox`, imported where a form has one: they bring Ariakit) reads its field (value,
 * message), and `<form.SubmitButton>` is busy while the form submits. What the layer itself does
 * (drafts, server failures) is in Forms/Form layer.
 */
const DEFAULTS = { name: '', password: '', bio: '', topic: '', digest: false };
type Values = typeof DEFAULTS;
const TOPICS = [
  { value: 'hardware', label: 'Hardware' },
  { value: 'gaming', label: 'Gaming' },
  { value: 'mobile', label: 'Mobile' },
];

function rules(values: Values) {
  return {
    ...(values.name.trim() ? {} : { name: 'Please enter your name' }),
    ...(values.password.length >= 8 ? {} : { password: 'Use at least 8 characters' }),
    ...(values.topic ? {} : { topic: 'Please choose a topic' }),
  };
}

function BoundForm({ submit }: { submit: (values: Values) => Promise<unknown> }) {
  const titleId = useId();
  const form = useForumAppForm({
    calls: plainFormCalls,
    defaultValues: DEFAULTS,
    validate: rules,
    toastInvalid: false,
    submit,
  });
  return (
    <Stack space="large" padding="large">
      <Heading level={1} size={3} id={titleId}>
        Your profile
      </Heading>
      <form.AppForm>
        <form.Form labelledBy={titleId}>
          <form.AppField name="name">
            {(field) => <field.TextField label="Name" autoComplete="name" required />}
          </form.AppField>
          <form.AppField name="password">
            {(field) => (
              <field.PasswordField
                label="Password"
                autoComplete="new-password"
                required
                showPasswordLabel="Show password"
                hidePasswordLabel="Hide password"
              />
            )}
          </form.AppField>
          <form.AppField name="bio">
            {(field) => <field.TextArea label="About you" />}
          </form.AppField>
          <form.AppField name="topic">
            {() => (
              <BoundSelect
                label="Favourite topic"
                options={TOPICS}
                placeholder="Select a topic"
                required
              />
            )}
          </form.AppField>
          <form.AppField name="digest">
            {() => <BoundCheckbox label="Send me the weekly digest" />}
          </form.AppField>
          <div>
            <form.SubmitButton busyLabel="Saving...">Save</form.SubmitButton>
          </div>
        </form.Form>
      </form.AppForm>
    </Stack>
  );
}

const meta = {
  title: 'Components/AppForm',
  component: BoundForm,
  args: { submit: fn(() => Promise.resolve()) },
} satisfies Meta<typeof BoundForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /name/i })).toHaveValue('');
    await expect(
      canvas.getByRole('checkbox', { name: 'Send me the weekly digest' }),
    ).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** Submitting with the rules broken: each message next to its field, focus on the first. */
export const InvalidSubmit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^password/i), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const name = canvas.getByRole('textbox', { name: /name/i });
    await waitFor(() => expect(name).toHaveAccessibleDescription('Please enter your name'));
    await expect(name).toHaveFocus();
    await expect(canvas.getByLabelText(/^password/i)).toHaveAccessibleDescription(
      'Use at least 8 characters',
    );
    await expect(canvas.getByText('Please choose a topic')).toBeVisible();
    // What was typed stays.
    await expect(canvas.getByLabelText(/^password/i)).toHaveValue('short');
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

/** Valid values: the button is busy until the call answers, and the call gets the values. */
export const Submitting: Story = {
  args: { submit: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /name/i }), 'Ana Reyes');
    await userEvent.type(canvas.getByLabelText(/^password/i), 'mabuhay-2026');
    await userEvent.click(canvas.getByRole('combobox', { name: /favourite topic/i }));
    await userEvent.click(
      within(canvasElement.ownerDocument.body).getByRole('option', { name: 'Gaming' }),
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Send me the weekly digest' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.submit).toHaveBeenCalledWith({
        name: 'Ana Reyes',
        password: 'mabuhay-2026',
        bio: '',
        topic: 'gaming',
        digest: true,
      }),
    );
    await expect(canvas.getByRole('button', { name: /saving/i })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
