import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FileField } from './FileField.tsx';

const meta = {
  title: 'Components/FileField',
  component: FileField,
  args: {
    label: 'Profile picture',
    hint: 'JPEG, PNG, GIF or WebP, less than 5MB.',
    accept: 'image/*',
    onFileChange: fn(),
  },
} satisfies Meta<typeof FileField>;

export default meta;
type Story = StoryObj<typeof meta>;

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const picker = canvas.getByLabelText('Profile picture');
    await expect(picker).toHaveAttribute('type', 'file');
    await expect(picker).toHaveAttribute('accept', 'image/*');
    await expect(picker).toHaveAccessibleDescription('JPEG, PNG, GIF or WebP, less than 5MB.');
    await userEvent.upload(picker, png());
    await expect(args.onFileChange).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'me.png' }),
    );
  },
};

export const WithError: Story = {
  args: { error: 'Avatar file size must be less than 5MB' },
  play: async ({ canvas }) => {
    const picker = canvas.getByLabelText('Profile picture');
    await expect(picker).toHaveAttribute('aria-invalid', 'true');
    await expect(picker).toHaveAccessibleDescription(
      'Avatar file size must be less than 5MB JPEG, PNG, GIF or WebP, less than 5MB.',
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Profile picture/)).toHaveAttribute('aria-required', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Profile picture')).toBeDisabled();
  },
};

function Controlled() {
  const [name, setName] = useState('');
  return (
    <>
      <FileField label="Attachment" onFileChange={(file) => setName(file?.name ?? '')} />
      <p role="status">{name ? `Chosen: ${name}` : 'Nothing chosen'}</p>
    </>
  );
}

export const KeyboardReachable: Story = {
  render: () => <Controlled />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    const picker = canvas.getByLabelText('Attachment');
    await expect(picker).toHaveFocus();
    await userEvent.upload(picker, png());
    await expect(canvas.getByRole('status')).toHaveTextContent('Chosen: me.png');
  },
};

export const LongUnicodeLabel: Story = {
  args: {
    label: 'Larawan sa profile / プロフィール写真 / صورة الملف الشخصي 🖼️',
    hint: 'Pumili ng larawang mas maliit sa 5MB. 5MB未満の画像を選んでください。',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/プロフィール写真/)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
