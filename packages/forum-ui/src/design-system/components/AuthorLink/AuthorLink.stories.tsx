import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Stack } from '../../primitives/Stack.tsx';
import { Text } from '../../primitives/Text.tsx';
import { navigatedTo } from '../../../test/queries.ts';
import { AuthorLink } from './AuthorLink.tsx';
import { oneMode } from '../../../test/chromaticModes.ts';

const meta = {
  title: 'Components/AuthorLink',
  component: AuthorLink,
  args: { author: { id: 2, name: 'Maria Clara Santos' } },
  parameters: {
    chromatic: { modes: oneMode },
    router: { route: '/threads/1', path: '/threads/1' },
  },
} satisfies Meta<typeof AuthorLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The name links to the member's public page. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Maria Clara Santos' })).toHaveAttribute(
      'href',
      '/users/2',
    );
  },
};

/** A deleted account (author null) reads 'Anonymous' and links nowhere. */
export const Anonymous: Story = {
  args: { author: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Anonymous')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** A name without an id is shown as text: there is no page to link to. */
export const NameWithoutId: Story = {
  args: { author: { name: 'Guest Writer' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Guest Writer')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** With an avatar (initials without a picture); the avatar is decorative, so the name is read once. */
export const WithAvatar: Story = {
  args: { withAvatar: true, tone: 'link' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('MS')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Maria Clara Santos' })).toBeVisible();
  },
};

/** Long and non-Latin names wrap inside a narrow column instead of overflowing it. */
export const LongAndUnicode: Story = {
  render: (args) => (
    <Stack space="small" style={{ maxWidth: 200 }}>
      <Text size="small" tone="muted">
        by{' '}
        <AuthorLink
          {...args}
          author={{ id: 9, name: 'Gabriela Silang-Dimaculangan y Villanueva' }}
        />
      </Text>
      <Text size="small" tone="muted">
        by <AuthorLink {...args} author={{ id: 10, name: '山田太郎 🎮' }} withAvatar />
      </Text>
      <Text size="small" tone="muted">
        by <AuthorLink {...args} author={{ id: 11, name: 'محمد الأحمد' }} />
      </Text>
    </Stack>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: '山田太郎 🎮' })).toHaveAttribute(
      'href',
      '/users/10',
    );
    const column = canvasElement.querySelector('div')!;
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  },
};

/** Reached and followed by keyboard alone. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Maria Clara Santos' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await navigatedTo(canvas)).toHaveTextContent('/users/2');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Maria Clara Santos' })).toBeVisible();
  },
};
