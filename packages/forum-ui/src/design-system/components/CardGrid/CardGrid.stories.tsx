import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text } from '../../primitives/Text.tsx';
import { Card } from '../Card/Card.tsx';
import { CardGrid } from './CardGrid.tsx';

const subjects = ['Tech news', 'Product launches', 'Tech events', 'Hardware', 'Gaming', 'Support'];

const meta = {
  title: 'Components/CardGrid',
  component: CardGrid,
  parameters: { layout: 'fullscreen' },
  args: {
    children: subjects.map((title) => (
      <Card as="li" key={title} title={title} href={`/${title.replace(/\s/g, '')}`}>
        <Text tone="muted">What {title.toLowerCase()} members are talking about.</Text>
      </Card>
    )),
  },
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tops of the cards, rounded, to count how many share a row. */
const rowTops = (items: HTMLElement[]) =>
  items.map((item) => Math.round(item.getBoundingClientRect().top));

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('UL');
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: 'Gaming' })).toHaveAttribute('href', '/Gaming');
  },
};

export const TwoColumns: Story = {
  args: { columns: 2 },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const tops = rowTops(canvas.getAllByRole('listitem'));
    await expect(tops[0]).toBe(tops[1]);
    await expect(tops[2]).toBeGreaterThan(tops[1]!);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    // One column: each card below the last.
    const tops = rowTops(canvas.getAllByRole('listitem'));
    await expect(new Set(tops).size).toBe(tops.length);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
