import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Stack } from '../../primitives/Stack.tsx';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from './Checkbox.tsx';
import { oneMode } from '../../../test/chromaticModes.ts';

const meta = {
  title: 'Components/Checkbox',
  parameters: { chromatic: { modes: oneMode } },
  component: Checkbox,
  args: { label: 'Active', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Active' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    // Clicking the label toggles it too.
    await userEvent.click(canvas.getByText('Active'));
    await expect(checkbox).not.toBeChecked();
  },
};

export const KeyboardToggle: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const checkbox = canvas.getByRole('checkbox', { name: 'Active' });
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Active' })).toBeChecked();
  },
};

function SelectAll() {
  const options = ['Threads', 'Posts', 'Users'];
  const [selected, setSelected] = useState<string[]>(['Threads']);
  const all = selected.length === options.length;
  const none = selected.length === 0;
  return (
    <Stack space="small">
      <Checkbox
        label="All content types"
        checked={all ? true : none ? false : 'mixed'}
        onChange={() => setSelected(all ? [] : options)}
      />
      {options.map((option) => (
        <Checkbox
          key={option}
          label={option}
          checked={selected.includes(option)}
          onChange={(event) =>
            setSelected((prev) =>
              event.target.checked ? [...prev, option] : prev.filter((v) => v !== option),
            )
          }
        />
      ))}
    </Stack>
  );
}

export const Indeterminate: Story = {
  render: () => <SelectAll />,
  play: async ({ canvas }) => {
    const all = canvas.getByRole('checkbox', { name: 'All content types' });
    await expect(all).toBePartiallyChecked();
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(all);
    await expect(all).toBeChecked();
    for (const name of ['Threads', 'Posts', 'Users']) {
      await expect(canvas.getByRole('checkbox', { name })).toBeChecked();
    }
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Posts' }));
    await expect(all).toBePartiallyChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Active' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(canvas.getByText('Active'));
    await expect(checkbox).toBeChecked();
    // Disabled controls leave the tab order.
    await userEvent.tab();
    await expect(checkbox).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithHint: Story = {
  args: { hint: 'Inactive categories are hidden from the forum.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Active' })).toHaveAccessibleDescription(
      'Inactive categories are hidden from the forum.',
    );
  },
};

export const Required: Story = {
  args: { label: 'I accept the forum rules', required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'I accept the forum rules' })).toBeRequired();
  },
};

function RulesForm() {
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(
      new FormData(event.currentTarget).has('rules') ? undefined : 'Please accept the forum rules',
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack space="medium" align="left">
        <Checkbox
          name="rules"
          label="I accept the forum rules"
          hint="No spam, no offensive usernames, one post per day."
          required
          error={error}
        />
        <Button type="submit">Sign up</Button>
      </Stack>
    </form>
  );
}

export const WithError: Story = {
  render: () => <RulesForm />,
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I accept the forum rules' });
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(checkbox).toHaveAttribute('aria-invalid', 'true'));
    await expect(checkbox).toHaveAccessibleDescription(
      'Please accept the forum rules No spam, no offensive usernames, one post per day.',
    );
    // Fixing it clears the error on the next submit.
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(checkbox).not.toHaveAttribute('aria-invalid'));
  },
};

export const LongUnicodeLabel: Story = {
  args: {
    label:
      'Ipaalam sa akin kapag may sumagot sa aking thread — 返信があったらメールで知らせてください 📬 (kasama ang mga sagot sa mga sagot)',
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: /Ipaalam sa akin/ });
    await userEvent.click(canvas.getByText(/返信があったら/));
    await expect(checkbox).toBeChecked();
  },
};

export const Mobile: Story = {
  args: { label: 'Remember me', hint: 'Stay signed in on this device.' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Remember me' });
    await expect(checkbox).toHaveAccessibleDescription('Stay signed in on this device.');
    await userEvent.click(canvas.getByText('Remember me'));
    await expect(checkbox).toBeChecked();
  },
};
