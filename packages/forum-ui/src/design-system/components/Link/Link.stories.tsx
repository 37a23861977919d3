import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Stack } from '../../primitives/Stack.tsx';
import { Text } from '../../primitives/Text.tsx';
import { Link } from './Link.tsx';
import { oneMode } from '../../../test/chromaticModes.ts';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { to: '/threads/42', children: 'Best budget mechanical keyboards' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['link', 'muted', 'inherit'] },
    underline: { control: 'inline-radio', options: ['always', 'hover'] },
  },
  // The story is mounted at '/', so following an internal link leaves it.
  parameters: { chromatic: { modes: oneMode }, router: { route: '/', path: '/' } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Best budget mechanical keyboards' });
    await expect(link).toHaveAttribute('href', '/threads/42');
    await expect(link).not.toHaveAttribute('target');
    // Internal paths go through the router: no page load, the route changes.
    await userEvent.click(link);
    await expect(canvas.getByRole('status', { name: 'Navigated to' })).toBeInTheDocument();
  },
};

export const KeyboardFollow: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Best budget mechanical keyboards' });
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status', { name: 'Navigated to' })).toBeInTheDocument();
  },
};

export const External: Story = {
  args: { to: 'https://github.com/', children: 'GitHub' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'GitHub (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', 'https://github.com/');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const ExternalInSameTab: Story = {
  args: { to: 'https://example.com/docs', children: 'Read the docs', newTab: false },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Read the docs' });
    await expect(link).toHaveAttribute('href', 'https://example.com/docs');
    await expect(link).not.toHaveAttribute('target');
  },
};

export const Mailto: Story = {
  args: { to: 'mailto:support@example.com', children: 'support@example.com' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'support@example.com' });
    await expect(link).toHaveAttribute('href', 'mailto:support@example.com');
    await expect(link).not.toHaveAttribute('target');
  },
};

export const Tones: Story = {
  render: () => (
    <Stack space="small">
      <Link to="/Forum" underline="hover">
        Forum Categories
      </Link>
      <Link to="/ForgetPassword" tone="muted" underline="hover">
        Forgot password?
      </Link>
      <Text tone="critical">
        <Link to="/login" tone="inherit">
          Log in to reply
        </Link>
      </Text>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Forum Categories' });
    const muted = canvas.getByRole('link', { name: 'Forgot password?' });
    const inherit = canvas.getByRole('link', { name: 'Log in to reply' });
    // Each tone draws in a different colour; 'inherit' takes its parent's.
    await expect(getComputedStyle(link).color).not.toBe(getComputedStyle(muted).color);
    await expect(getComputedStyle(inherit).color).toBe(
      getComputedStyle(inherit.parentElement as Element).color,
    );
  },
};

export const UnderlineOnHover: Story = {
  args: { to: '/Forum/hardware-discussion', children: 'Hardware Discussion', underline: 'hover' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Hardware Discussion' });
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
    // The underline shows on hover and on keyboard focus (synthetic pointer events
    // cannot trigger CSS :hover, so the shared focus rule is what is checked here).
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};

export const InRunningText: Story = {
  render: () => (
    <Text>
      By signing up you agree to the <Link to="/rules">forum rules</Link>. Questions? Write to{' '}
      <Link to="mailto:support@example.com">support@example.com</Link> or read the{' '}
      <Link to="https://example.com/faq">FAQ</Link>.
    </Text>
  ),
  play: async ({ canvas }) => {
    // Links inside text are always underlined, so they do not rely on colour.
    const rules = canvas.getByRole('link', { name: 'forum rules' });
    await expect(getComputedStyle(rules).textDecorationLine).toBe('underline');
    await expect(canvas.getByRole('link', { name: 'FAQ (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

export const FocusRing: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Best budget mechanical keyboards' });
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
  },
};

export const LongUnicodeContent: Story = {
  args: {
    to: 'https://example.jp/記事/12345',
    children:
      'Basahin ang buong artikulo tungkol sa bagong processor — 新しいプロセッサーの記事全文を読む 🚀',
    newTabLabel: '(magbubukas sa bagong tab)',
  },
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <Link {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', {
      name: /新しいプロセッサー.*\(magbubukas sa bagong tab\)$/,
    });
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const Mobile: Story = {
  args: { to: '/UserProfile', children: 'Profile' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Profile' }));
    await expect(canvas.getByRole('status', { name: 'Navigated to' })).toBeInTheDocument();
  },
};
