import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Inline } from '../../primitives/Inline.tsx';
import { Button } from '../Button/Button.tsx';
import { Tooltip } from './Tooltip.tsx';
import { oneMode } from '../../../test/chromaticModes.ts';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    content: 'Like this thread',
    children: (
      <Button variant="secondary" aria-label="Like">
        <span aria-hidden="true">♥</span>
      </Button>
    ),
  },
  argTypes: {
    placement: { control: 'inline-radio', options: ['top', 'bottom', 'left', 'right'] },
    children: { control: false },
  },
  // Room above the anchor for the tooltip.
  parameters: { chromatic: { modes: oneMode }, layout: 'centered' },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ canvas }) => {
    const anchor = canvas.getByRole('button', { name: 'Like' });
    await expect(body().queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(anchor).toHaveFocus();
    const tooltip = await body().findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Like this thread');
    await expect(anchor).toHaveAttribute('aria-describedby', tooltip.id);
    await expect(anchor).toHaveAccessibleDescription('Like this thread');
    // The tooltip describes; the name stays the button's own.
    await expect(anchor).toHaveAccessibleName('Like');
  },
};

export const ShowsOnHover: Story = {
  render: (args) => (
    <Inline space="large">
      <Tooltip {...args} />
      <span>Elsewhere</span>
    </Inline>
  ),
  play: async ({ canvas }) => {
    const anchor = canvas.getByRole('button', { name: 'Like' });
    await userEvent.hover(anchor);
    const tooltip = await body().findByRole('tooltip', {}, { timeout: 2000 });
    await expect(tooltip).toHaveTextContent('Like this thread');
    // Hover alone does not move focus.
    await expect(anchor).not.toHaveFocus();
    await userEvent.unhover(anchor);
    await userEvent.hover(canvas.getByText('Elsewhere'));
    await waitFor(() => expect(body().queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const EscapeHides: Story = {
  play: async ({ canvas }) => {
    const anchor = canvas.getByRole('button', { name: 'Like' });
    await userEvent.tab();
    await expect(await body().findByRole('tooltip')).toHaveTextContent('Like this thread');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('tooltip')).not.toBeInTheDocument());
    // Focus stays where it was, and the description is still there for screen readers.
    await expect(anchor).toHaveFocus();
    await expect(anchor).toHaveAccessibleDescription('Like this thread');
  },
};

export const BlurHides: Story = {
  render: (args) => (
    <Inline space="large">
      <Tooltip {...args} />
      <Button variant="secondary">Reply</Button>
    </Inline>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await body().findByRole('tooltip');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reply' })).toHaveFocus();
    await waitFor(() => expect(body().queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const KeepsOwnDescription: Story = {
  args: {
    content: 'Moderators only',
    children: (
      <Button variant="secondary" aria-describedby="lock-hint">
        Lock thread
      </Button>
    ),
  },
  render: (args) => (
    <Inline space="small">
      <Tooltip {...args} />
      <span id="lock-hint">Locked threads take no replies.</span>
    </Inline>
  ),
  play: async ({ canvas }) => {
    const anchor = canvas.getByRole('button', { name: 'Lock thread' });
    await userEvent.tab();
    await body().findByRole('tooltip');
    await expect(anchor).toHaveAccessibleDescription(
      'Locked threads take no replies. Moderators only',
    );
  },
};

export const LongUnicode: Story = {
  args: {
    content:
      'I-bookmark ang thread na ito para mabasa mamaya — このスレッドをブックマークして後で読む 📌 — a description long enough to wrap onto several lines',
    children: (
      <Button variant="secondary" aria-label="Bookmark">
        <span aria-hidden="true">📌</span>
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const anchor = canvas.getByRole('button', { name: 'Bookmark' });
    await userEvent.tab();
    const tooltip = await body().findByRole('tooltip');
    await expect(anchor).toHaveAccessibleDescription(/このスレッドをブックマークして後で読む/);
    const rect = tooltip.getBoundingClientRect();
    await expect(rect.width).toBeLessThanOrEqual(18 * 16 + 1);
    await expect(rect.left).toBeGreaterThanOrEqual(0);
    await expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { placement: 'bottom' },
  play: async ({ canvas }) => {
    const anchor = canvas.getByRole('button', { name: 'Like' });
    await userEvent.tab();
    const tooltip = await body().findByRole('tooltip');
    await expect(anchor).toHaveAccessibleDescription('Like this thread');
    const rect = tooltip.getBoundingClientRect();
    await expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
    // Placed below the anchor.
    await expect(rect.top).toBeGreaterThanOrEqual(anchor.getBoundingClientRect().bottom);
  },
};
