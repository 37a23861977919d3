import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Stack } from '../../primitives/Stack.tsx';
import { Button } from '../Button/Button.tsx';
import { PasswordField } from './PasswordField.tsx';
import { oneMode } from '../../../test/chromaticModes.ts';

const meta = {
  title: 'Components/PasswordField',
  parameters: { chromatic: { modes: oneMode } },
  component: PasswordField,
  args: { label: 'Password', onChange: fn(), onVisibleChange: fn() },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // A password input has no ARIA role until it is revealed, so it is found by its label.
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveAttribute('aria-controls');
  },
};

export const KeyboardToggle: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('hunter22');
    await expect(input).toHaveValue('hunter22');

    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAccessibleName('Hide password');
    await expect(toggle).toHaveAttribute('aria-controls');
    await expect(toggle).toHaveFocus();
    await expect(input).toHaveValue('hunter22');
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(true);

    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAccessibleName('Show password');
    await expect(toggle).toHaveAttribute('aria-controls');
    await expect(toggle).toHaveFocus();
    await expect(input).toHaveValue('hunter22');

    // Shift+Tab goes back to the field (which selects its text, as browsers do), value intact.
    await userEvent.tab({ shift: true });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{End}!');
    await expect(input).toHaveValue('hunter22!');
  },
};

export const PointerToggleKeepsCaret: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText<HTMLInputElement>('Password');
    await userEvent.type(input, 'secret');
    input.setSelectionRange(2, 2);
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    // Focus and caret stay in the field, so typing continues where it was.
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveFocus();
    await expect(input.selectionStart).toBe(2);
    await userEvent.keyboard('X');
    await expect(input).toHaveValue('seXcret');
  },
};

export const WithHint: Story = {
  args: { hint: 'min 6 characters', autoComplete: 'new-password' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAccessibleDescription('min 6 characters');
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
  },
};

export const InitiallyVisible: Story = {
  args: { defaultVisible: true, defaultValue: 'correct horse battery staple' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Password' });
    await expect(input).toHaveValue('correct horse battery staple');
    // No spell checking of a shown password.
    await expect(input).toHaveAttribute('spellcheck', 'false');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-controls',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'hunter22' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(toggle);
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(args.onVisibleChange).not.toHaveBeenCalled();
  },
};

function SignupPasswords() {
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setError(
      data.get('password') === data.get('password_confirmation')
        ? undefined
        : 'Passwords do not match',
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack space="medium" align="left">
        <PasswordField
          name="password"
          label="Password"
          hint="min 6 characters"
          autoComplete="new-password"
          required
        />
        <PasswordField
          name="password_confirmation"
          label="Confirm Password"
          autoComplete="new-password"
          required
          error={error}
        />
        <Button type="submit">Sign up</Button>
      </Stack>
    </form>
  );
}

export const WithError: Story = {
  render: () => <SignupPasswords />,
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText(/^Password/);
    const confirm = canvas.getByLabelText(/^Confirm Password/);
    await userEvent.type(password, 'hunter22');
    await userEvent.type(confirm, 'hunter23');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));

    await waitFor(() => expect(confirm).toHaveAttribute('aria-invalid', 'true'));
    await expect(confirm).toHaveAccessibleDescription('Passwords do not match');
    await expect(password).toHaveAccessibleDescription('min 6 characters');
    await expect(password).not.toHaveAttribute('aria-invalid');
    // Typed text is kept after the error appears, and can be checked by revealing it.
    await expect(confirm).toHaveValue('hunter23');
    const [, confirmToggle] = canvas.getAllByRole('button', { name: 'Show password' });
    if (!confirmToggle) throw new Error('Expected a toggle for each field');
    await userEvent.click(confirmToggle);
    await expect(canvas.getByRole('textbox', { name: /Confirm Password/ })).toHaveValue('hunter23');
  },
};

export const UnicodeLabels: Story = {
  args: {
    label: 'Kontrasenya — パスワード 🔑',
    showPasswordLabel: 'Ipakita ang kontrasenya',
    hidePasswordLabel: 'Itago ang kontrasenya',
    hint: 'Hindi bababa sa 6 na karakter。6文字以上。',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Kontrasenya — パスワード 🔑');
    await userEvent.type(input, 'パスワード123');
    await userEvent.click(canvas.getByRole('button', { name: 'Ipakita ang kontrasenya' }));
    await expect(canvas.getByRole('textbox', { name: 'Kontrasenya — パスワード 🔑' })).toHaveValue(
      'パスワード123',
    );
    await expect(canvas.getByRole('button', { name: 'Itago ang kontrasenya' })).toHaveAttribute(
      'aria-controls',
    );
  },
};

export const Mobile: Story = {
  args: { hint: 'min 6 characters' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    const inputBox = input.getBoundingClientRect();
    const toggleBox = toggle.getBoundingClientRect();
    // The toggle sits inside the field's right edge and is a comfortable target.
    await expect(toggleBox.right).toBeLessThanOrEqual(inputBox.right);
    await expect(toggleBox.left).toBeGreaterThan(inputBox.left);
    await expect(toggleBox.width).toBeGreaterThanOrEqual(24);
  },
};
