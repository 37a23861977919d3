import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Stack } from '../../primitives/Stack.tsx';
import { Button } from '../Button/Button.tsx';
import { TextArea } from './TextArea.tsx';
import { oneMode } from '../../../test/chromaticModes.ts';

const meta = {
  title: 'Components/TextArea',
  parameters: { chromatic: { modes: oneMode } },
  component: TextArea,
  args: { label: 'Your reply', onChange: fn() },
  argTypes: { resize: { control: 'inline-radio', options: ['vertical', 'none'] } },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Your reply' });
    await expect(textarea).toHaveAttribute('rows', '4');
    await userEvent.type(textarea, 'First line{Enter}Second line');
    await expect(textarea).toHaveValue('First line\nSecond line');
    await expect(args.onChange).toHaveBeenCalled();
    // No counter unless asked for.
    await expect(textarea).not.toHaveAccessibleDescription();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const textarea = canvas.getByRole('textbox', { name: 'Your reply' });
    await expect(textarea).toHaveFocus();
    await userEvent.keyboard('Great write-up!');
    await expect(textarea).toHaveValue('Great write-up!');
  },
};

export const Rows: Story = {
  args: { label: 'Message', rows: 8, placeholder: 'Write your message…' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textarea).toHaveAttribute('rows', '8');
    await expect(textarea.getBoundingClientRect().height).toBeGreaterThan(150);
  },
};

export const WithCharacterCount: Story = {
  args: { label: 'Bio', limit: 20, hint: 'Shown on your profile.' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Bio' });
    await expect(textarea).toHaveAccessibleDescription('Shown on your profile. 0 / 20 characters');
    await userEvent.type(textarea, 'Hello');
    await expect(canvas.getByText('5 / 20 characters')).toBeVisible();
    await expect(textarea).toHaveAccessibleDescription('Shown on your profile. 5 / 20 characters');
  },
};

export const AtLimit: Story = {
  args: { label: 'Bio', limit: 10, defaultValue: 'Hardware f' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Bio' });
    await expect(canvas.getByText('10 / 10 characters')).toBeVisible();
    await expect(canvas.getByText('0 characters left')).toBeInTheDocument();
    // Nothing typed is cut: the counter says it is over (the form refuses it on submit).
    await userEvent.type(textarea, 'an');
    await expect(textarea).toHaveValue('Hardware fan');
    await expect(canvas.getByText('12 / 10 characters')).toBeVisible();
    await expect(canvas.getByText('2 characters too many')).toBeInTheDocument();
  },
};

/** Near the limit, the counter stands out and a polite live region says how many are left. */
export const NearLimit: Story = {
  args: { label: 'Bio', limit: 100, defaultValue: 'x'.repeat(95) },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Bio' });
    await expect(textarea).toHaveAccessibleDescription('95 / 100 characters');
    const left = canvas.getByText('5 characters left');
    await expect(left).toHaveAttribute('aria-live', 'polite');
    await userEvent.type(textarea, '👨‍👩‍👧‍👦');
    // A family emoji is one character.
    await expect(canvas.getByText('96 / 100 characters')).toBeVisible();
    await expect(canvas.getByText('4 characters left')).toBeInTheDocument();
  },
};

function ControlledReply() {
  const [value, setValue] = useState('Thanks!');
  return (
    <Stack space="small" align="left">
      <TextArea
        label="Your reply"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        limit={280}
      />
      <Button variant="secondary" onClick={() => setValue('')}>
        Clear
      </Button>
    </Stack>
  );
}

export const Controlled: Story = {
  render: () => <ControlledReply />,
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Your reply' });
    await expect(canvas.getByText('7 / 280 characters')).toBeVisible();
    await userEvent.type(textarea, ' 👍');
    await expect(textarea).toHaveValue('Thanks! 👍');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(textarea).toHaveValue('');
    await expect(canvas.getByText('0 / 280 characters')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Replies are closed.' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Your reply' });
    await expect(textarea).toBeDisabled();
    await userEvent.type(textarea, 'x');
    await expect(textarea).toHaveValue('Replies are closed.');
  },
};

export const ReadOnly: Story = {
  args: {
    label: 'Admin response',
    readOnly: true,
    defaultValue: 'We have fixed the broken link. Thank you!',
  },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Admin response' });
    await expect(textarea).toHaveAttribute('readonly');
    await userEvent.tab();
    await expect(textarea).toHaveFocus();
  },
};

function ThreadContentForm() {
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const content = String(new FormData(event.currentTarget).get('content') ?? '').trim();
    setError(
      content === ''
        ? 'Please enter thread content'
        : content.length < 10
          ? 'Thread content must be at least 10 characters long'
          : undefined,
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack space="medium" align="left">
        <TextArea name="content" label="Content" required error={error} />
        <Button type="submit">Create Topic</Button>
      </Stack>
    </form>
  );
}

export const WithError: Story = {
  render: () => <ThreadContentForm />,
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Content' });
    await expect(textarea).toBeRequired();
    await userEvent.type(textarea, 'Too short');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Topic' }));
    await waitFor(() => expect(textarea).toHaveAttribute('aria-invalid', 'true'));
    await expect(textarea).toHaveAccessibleDescription(
      'Thread content must be at least 10 characters long',
    );
    // The text is kept, so the person only adds to it.
    await expect(textarea).toHaveValue('Too short');
    await userEvent.type(textarea, ' — now long enough');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Topic' }));
    await waitFor(() => expect(textarea).not.toHaveAttribute('aria-invalid'));
  },
};

export const LongUnicodeContent: Story = {
  args: {
    label: 'Sagot — 返信 💬',
    limit: 500,
    defaultValue:
      'Salamat sa mahusay na paliwanag tungkol sa mga bagong processor! 新しいプロセッサーについての素晴らしい解説をありがとうございます。🚀🔥 Supercalifragilisticexpialidocious-walang-puwang-na-salita-na-napakahaba',
  },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: 'Sagot — 返信 💬' });
    await expect(textarea.value).toContain('🚀🔥');
    // Counted in characters a person sees (🚀 is one, though two UTF-16 units).
    const characters = [
      ...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(textarea.value),
    ].length;
    await expect(characters).toBeLessThan(textarea.value.length);
    await expect(canvas.getByText(`${characters} / 500 characters`)).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { limit: 1000, hint: 'Be kind and stay on topic.' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Your reply' });
    await expect(textarea).toHaveAccessibleDescription(
      'Be kind and stay on topic. 0 / 1,000 characters',
    );
    await expect(textarea.getBoundingClientRect().width).toBeLessThanOrEqual(360);
  },
};
