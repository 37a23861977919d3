import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Inline } from '../../primitives/Inline.tsx';
import { Stack } from '../../primitives/Stack.tsx';
import { Text } from '../../primitives/Text.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Card } from './Card.tsx';
import { oneMode } from '../../../test/chromaticModes.ts';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    title: 'Tech Industry News',
    children: <Text>Announcements, acquisitions and the business of technology.</Text>,
  },
  argTypes: {
    padding: { control: 'inline-radio', options: ['none', 'small', 'medium', 'large'] },
    as: { control: 'inline-radio', options: ['div', 'section', 'article', 'li'] },
  },
  parameters: { chromatic: { modes: oneMode }, router: { route: '/Forum', path: '/Forum' } },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where a click at the middle of an element really lands, as a pointer would. */
const hitAt = (el: Element) => {
  const { x, y, width, height } = el.getBoundingClientRect();
  return document.elementFromPoint(x + width / 2, y + height / 2) as HTMLElement;
};

/** The story router shows this once a link leaves the story's route. */
const navigated = () => within(document.body).findByRole('status', { name: 'Navigated to' });

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Tech Industry News', level: 3 }),
    ).toBeVisible();
    await expect(canvas.getByText(/acquisitions/)).toBeVisible();
    // A plain card is not a link.
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

const edit = fn().mockName('edit');
const remove = fn().mockName('remove');

export const WithActions: Story = {
  args: {
    title: 'Hardware Discussion',
    subtitle: 'Created Mar 4, 2025 · hardware-discussion',
    actions: (
      <>
        <Button size="small" variant="secondary" onClick={edit}>
          Edit
        </Button>
        <Button size="small" variant="critical" onClick={remove}>
          Delete
        </Button>
      </>
    ),
    children: (
      <Stack space="small">
        <Text>CPUs, GPUs, builds and peripherals.</Text>
        <Inline space="small">
          <Badge tone="success">Active</Badge>
          <Text as="span" size="small" tone="muted">
            128 threads · 2,041 posts
          </Text>
        </Inline>
      </Stack>
    ),
  },
  play: async ({ canvas }) => {
    edit.mockClear();
    remove.mockClear();
    await expect(canvas.getByText('Created Mar 4, 2025 · hardware-discussion')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(edit).toHaveBeenCalledTimes(1);
    await expect(remove).not.toHaveBeenCalled();
    // With the keyboard: Edit, then Delete.
    canvas.getByRole('button', { name: 'Edit' }).blur();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(remove).toHaveBeenCalledTimes(1);
  },
};

export const Interactive: Story = {
  args: {
    as: 'article',
    title: 'Rust 2.0 released: what changes for you',
    href: '/thread/rust-2-0-released',
    subtitle: 'Mar 4, 2025',
    children: (
      <Text tone="muted">
        The edition brings async closures, a new trait solver and faster builds across the board.
      </Text>
    ),
    footer: (
      <Text as="span" size="small" tone="muted">
        Posted by Maria Clara · 42 replies
      </Text>
    ),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Rust 2.0 released: what changes for you' });
    await expect(link).toHaveAttribute('href', '/thread/rust-2-0-released');
    // Only one link: the card is not wrapped in an <a> around other content.
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    // A click on the excerpt lands on the stretched title link, and follows it.
    const hit = hitAt(canvas.getByText(/async closures/));
    await expect(hit).toBe(link);
    await userEvent.click(hit);
    await expect(await navigated()).toBeVisible();
  },
};

export const InteractiveWithKeyboard: Story = {
  args: Interactive.args,
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Rust 2.0 released: what changes for you' });
    await expect(link).toHaveFocus();
    // The focus ring is drawn around the whole card.
    const card = canvas.getByRole('article', { name: 'Rust 2.0 released: what changes for you' });
    await expect(getComputedStyle(card).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(await navigated()).toBeVisible();
  },
};

const like = fn().mockName('like');

export const InteractiveWithActions: Story = {
  args: {
    title: 'Best mechanical keyboards for programmers',
    href: '/thread/best-mechanical-keyboards',
    actions: (
      <Button size="small" variant="ghost" onClick={like}>
        Like (12)
      </Button>
    ),
    children: <Text tone="muted">Linear, tactile or clicky? Share your setup.</Text>,
  },
  play: async ({ canvas }) => {
    like.mockClear();
    const button = canvas.getByRole('button', { name: 'Like (12)' });
    // The button sits above the stretched link: a click on it is a click on the button.
    const hit = hitAt(button);
    await expect(button.contains(hit)).toBe(true);
    await userEvent.click(hit);
    await expect(like).toHaveBeenCalledTimes(1);
    await expect(
      canvas.getByRole('link', { name: 'Best mechanical keyboards for programmers' }),
    ).toBeVisible();
    // Tab order: the title link, then the button.
    button.blur();
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
    await userEvent.tab();
    await expect(button).toHaveFocus();
  },
};

export const Paddings: Story = {
  render: (args) => (
    <Stack space="medium">
      <Card {...args} as="section" title="None" padding="none" />
      <Card {...args} as="section" title="Small" padding="small" />
      <Card {...args} as="section" title="Medium" padding="medium" />
      <Card {...args} as="section" title="Large" padding="large" />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const inset = (name: string) => {
      const heading = canvas.getByRole('heading', { name });
      const card = canvas.getByRole('region', { name });
      return heading.getBoundingClientRect().left - card.getBoundingClientRect().left;
    };
    const insets = ['None', 'Small', 'Medium', 'Large'].map(inset);
    await expect(insets).toEqual([...insets].sort((a, b) => a - b));
    await expect(new Set(insets).size).toBe(4);
  },
};

export const AsSection: Story = {
  args: {
    as: 'section',
    title: 'Forum Statistics',
    children: <Text>1,234 threads · 9,876 posts · 512 members</Text>,
  },
  play: async ({ canvas }) => {
    // A section card is a region named by its title.
    const region = canvas.getByRole('region', { name: 'Forum Statistics' });
    await expect(region).toHaveTextContent('512 members');
  },
};

export const BodyOnly: Story = {
  args: {
    title: undefined,
    children: <Text>Ang site na ito ay hindi nagho-host ng anumang file.</Text>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByText(/hindi nagho-host/)).toBeVisible();
  },
};

export const LongUnicodeContent: Story = {
  args: {
    title:
      'Mga tip para sa mga bagong developer — 新しい開発者のためのヒント 🚀 — isang napakahabang pamagat na dapat bumalot nang maayos',
    href: '/thread/mga-tip',
    children: (
      <Text>
        日本語の長い本文がここに入ります。カードの幅に合わせて折り返されることを確認します。Supercalifragilisticexpialidocious_without_spaces_should_wrap_too
      </Text>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: /新しい開発者のためのヒント/ })).toBeVisible();
    const root = canvasElement.firstElementChild as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const Mobile: Story = {
  ...WithActions,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const edit = canvas.getByRole('button', { name: 'Edit' });
    // Actions wrap under the title rather than overflowing the narrow screen.
    await expect(edit.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('heading', { name: 'Hardware Discussion' })).toBeVisible();
  },
};
