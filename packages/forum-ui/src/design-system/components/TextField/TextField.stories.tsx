import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Stack } from '../../primitives/Stack.tsx';
import { Text } from '../../primitives/Text.tsx';
import { Button } from '../Button/Button.tsx';
import { TextField } from './TextField.tsx';
import { oneMode } from '../../../test/chromaticModes.ts';

const meta = {
  title: 'Components/TextField',
  parameters: { chromatic: { modes: oneMode } },
  component: TextField,
  args: { label: 'Email', onChange: fn() },
  argTypes: {
    type: {
      control: 'select',
      options: ['text', 'email', 'search', 'url', 'tel', 'number', 'password', 'date'],
    },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'ada@example.com');
    await expect(input).toHaveValue('ada@example.com');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const KeyboardFocus: Story = {
  args: { label: 'Title' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Title' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Hello');
    await expect(input).toHaveValue('Hello');
  },
};

export const LabelClickFocuses: Story = {
  args: { label: 'First Name' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('First Name'));
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveFocus();
  },
};

export const EmailType: Story = {
  args: { type: 'email', label: 'Email', placeholder: 'you@example.com', autoComplete: 'email' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('placeholder', 'you@example.com');
  },
};

export const SearchType: Story = {
  args: {
    type: 'search',
    label: 'Search the forum',
    hideLabel: true,
    placeholder: 'Search threads, posts, users…',
  },
  play: async ({ canvas }) => {
    // The hidden label still names the field.
    const search = canvas.getByRole('searchbox', { name: 'Search the forum' });
    await userEvent.type(search, 'mechanical keyboards');
    await expect(search).toHaveValue('mechanical keyboards');
  },
};

export const UrlType: Story = {
  args: { type: 'url', label: 'Website', placeholder: 'https://' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Website' })).toHaveAttribute('type', 'url');
  },
};

/** A calendar date (the search page's From and To filters): the value is YYYY-MM-DD. */
export const DateType: Story = {
  args: { type: 'date', label: 'From date' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('From date');
    await expect(input).toHaveAttribute('type', 'date');
    await userEvent.type(input, '2026-05-01');
    await expect(input).toHaveValue('2026-05-01');
  },
};

export const WithHint: Story = {
  args: { label: 'Username', hint: 'Letters, numbers and underscores only.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveAccessibleDescription('Letters, numbers and underscores only.');
  },
};

export const Required: Story = {
  args: { label: 'First Name', required: true },
  play: async ({ canvas }) => {
    // The visible * is decoration; the requirement is announced through aria-required.
    const input = canvas.getByRole('textbox', { name: 'First Name' });
    await expect(input).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

function ControlledExample() {
  const [value, setValue] = useState('Trending on the product');
  return (
    <Stack space="small">
      <TextField
        label="Thread title"
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <Text size="small" tone="muted">
        {`Preview: ${value}`}
      </Text>
    </Stack>
  );
}

export const Controlled: Story = {
  render: () => <ControlledExample />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Thread title' });
    await expect(input).toHaveValue('Trending on the product');
    await userEvent.clear(input);
    await userEvent.type(input, 'New GPUs');
    await expect(input).toHaveValue('New GPUs');
    await expect(canvas.getByText('Preview: New GPUs')).toBeVisible();
  },
};

export const Uncontrolled: Story = {
  args: { label: 'Display name', defaultValue: 'Ada' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Display name' });
    await expect(input).toHaveValue('Ada');
    await userEvent.type(input, ' Lovelace');
    await expect(input).toHaveValue('Ada Lovelace');
  },
};

export const Disabled: Story = {
  args: { label: 'Email', defaultValue: 'ada@example.com', disabled: true },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('ada@example.com');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { label: 'Email', defaultValue: 'ada@example.com', readOnly: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('readonly');
    // Read-only fields stay focusable, so their value can be read and copied.
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('x');
    await expect(input).toHaveValue('ada@example.com');
  },
};

export const WithError: Story = {
  args: {
    label: 'Email',
    defaultValue: 'ada@',
    error: 'Please enter a valid email address',
    hint: 'We never show it.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Please enter a valid email address We never show it.',
    );
    await expect(canvas.getByText('Please enter a valid email address')).toBeVisible();
  },
};

function SignupEmail() {
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    setError(
      email.includes('@') && email.includes('.') ? undefined : 'Please enter a valid email address',
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack space="medium" align="left">
        <TextField name="email" type="email" label="Email" required error={error} />
        <Button type="submit">Sign up</Button>
      </Stack>
    </form>
  );
}

export const ErrorAfterSubmit: Story = {
  render: () => <SignupEmail />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ada@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address');
    // What the person typed is kept, so they only fix it.
    await expect(input).toHaveValue('ada@example');
    await userEvent.type(input, '.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
    await expect(input).not.toHaveAccessibleDescription();
  },
};

export const LongUnicodeContent: Story = {
  args: {
    label: 'Pamagat ng talakayan — スレッドのタイトル 🧵',
    hint: 'Isulat ang pamagat nang malinaw. 分かりやすいタイトルを付けてください。',
    defaultValue:
      'Bakit mabagal ang aking laptop? ノートパソコンが遅い理由 🐢🐢🐢 at paano ito ayusin nang hindi bumibili ng bago',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: /Pamagat ng talakayan/ });
    await expect(input.value).toContain('🐢🐢🐢');
    await expect(input).toHaveAccessibleDescription(/分かりやすいタイトル/);
  },
};

export const Mobile: Story = {
  args: {
    label: 'Email',
    hint: 'We will send a verification e-mail.',
    error: 'Please fill in all fields',
    required: true,
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription(
      'Please fill in all fields We will send a verification e-mail.',
    );
    await expect(input.getBoundingClientRect().width).toBeLessThanOrEqual(360);
  },
};
