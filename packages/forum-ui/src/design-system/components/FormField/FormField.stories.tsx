import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Stack } from '../../primitives/Stack.tsx';
import { Button } from '../Button/Button.tsx';
import { fieldBox } from '../TextField/TextField.css.ts';
import { FormField, useFormField } from './FormField.tsx';
import { oneMode } from '../../../test/chromaticModes.ts';

const meta = {
  title: 'Components/FormField',
  parameters: { chromatic: { modes: oneMode } },
  component: FormField,
  args: {
    label: 'Thread title',
    // Any control can be wired in: it receives id, aria-describedby, aria-invalid and aria-required.
    children: (control) => <input {...control} className={fieldBox()} />,
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Thread title' });
    await expect(input).not.toHaveAccessibleDescription();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toBeRequired();
    // The label is a real <label for>: clicking it focuses the control.
    await userEvent.click(canvas.getByText('Thread title'));
    await expect(input).toHaveFocus();
  },
};

export const WithHint: Story = {
  args: { label: 'Password', hint: 'min 6 characters' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveAccessibleDescription(
      'min 6 characters',
    );
  },
};

export const WithError: Story = {
  args: { error: 'Please enter a thread title', hint: 'Keep it short and specific.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Thread title' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // The error is read first, then the hint.
    await expect(input).toHaveAccessibleDescription(
      'Please enter a thread title Keep it short and specific.',
    );
    // Plain text next to the field: no alert role (announcing is the Toast system's job).
    const message = canvas.getByText('Please enter a thread title');
    await expect(message.closest('[role]')).toBeNull();
  },
};

function ValidateOnSubmit() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  return (
    <Stack space="medium" align="left">
      <FormField label="Thread title" required error={error}>
        {(control) => (
          <input
            {...control}
            className={fieldBox()}
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
        )}
      </FormField>
      <Button
        onClick={() =>
          setError(
            value.trim().length < 10
              ? 'Thread content must be at least 10 characters long'
              : undefined,
          )
        }
      >
        Create Topic
      </Button>
    </Stack>
  );
}

export const ErrorKeepsTypedText: Story = {
  render: () => <ValidateOnSubmit />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Thread title' });
    await userEvent.type(input, 'GPUs');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Topic' }));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    await expect(input).toHaveAccessibleDescription(
      'Thread content must be at least 10 characters long',
    );
    await expect(input).toHaveValue('GPUs');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Thread title' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-required', 'true');
    // The visible marker is not part of the name.
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const HiddenLabel: Story = {
  args: {
    label: 'Search',
    hideLabel: true,
    children: (control) => <input {...control} type="search" className={fieldBox()} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await expect(canvas.getByText('Search').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const InlineLayout: Story = {
  args: {
    label: 'Active',
    layout: 'inline',
    hint: 'Inactive categories are hidden.',
    children: (control) => <input {...control} type="checkbox" />,
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Active' });
    await expect(checkbox).toHaveAccessibleDescription('Inactive categories are hidden.');
    // Control first, label after it on the same line.
    const label = canvas.getByText('Active');
    await expect(checkbox.getBoundingClientRect().right).toBeLessThanOrEqual(
      label.getBoundingClientRect().left,
    );
  },
};

export const ExtraDescription: Story = {
  render: () => (
    <Stack space="xsmall">
      <FormField label="Bio" hint="Shown on your profile." describedBy="bio-count">
        {(control) => <textarea {...control} className={fieldBox()} />}
      </FormField>
      <p id="bio-count">0 / 200 characters</p>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Bio' })).toHaveAccessibleDescription(
      'Shown on your profile. 0 / 200 characters',
    );
  },
};

/** The hook on its own, for a control that lays itself out. */
function HookExample() {
  const field = useFormField({
    id: 'reason',
    hint: 'Shown to the user.',
    error: 'Please enter a reason',
  });
  return (
    <Stack space="xsmall">
      <label htmlFor={field.id}>Reason</label>
      <input {...field.controlProps} className={fieldBox()} />
      <p id={field.hintId}>Shown to the user.</p>
      <p id={field.errorId}>Please enter a reason</p>
    </Stack>
  );
}

export const WithTheHook: Story = {
  render: () => <HookExample />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Reason' });
    await expect(input).toHaveAttribute('id', 'reason');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a reason Shown to the user.');
  },
};

export const LongUnicodeContent: Story = {
  args: {
    label: 'Paglalarawan ng kategorya — カテゴリの説明 📚',
    hint: 'Ipaliwanag kung ano ang pinag-uusapan dito. ここで何を話し合うか説明してください。',
    error: 'Kinakailangan ang paglalarawan — 説明は必須です ⚠️',
    required: true,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', {
      name: 'Paglalarawan ng kategorya — カテゴリの説明 📚',
    });
    await expect(input).toHaveAccessibleDescription(
      /^Kinakailangan ang paglalarawan — 説明は必須です ⚠️ Ipaliwanag/,
    );
  },
};

export const Mobile: Story = {
  args: { hint: 'Keep it short and specific.', error: 'Please enter a thread title' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Thread title' });
    await expect(input).toHaveAccessibleDescription(
      'Please enter a thread title Keep it short and specific.',
    );
    await userEvent.type(input, 'Phones');
    await expect(input).toHaveValue('Phones');
  },
};
