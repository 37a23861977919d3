import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading } from './Heading.tsx';
import { oneMode } from '../../test/chromaticModes.ts';

const meta = {
  title: 'Primitives/Heading',
  parameters: { chromatic: { modes: oneMode } },
  component: Heading,
  args: { level: 1, children: 'Forum Categories' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Forum Categories' })).toBeVisible();
  },
};

export const Levels: Story = {
  render: () => (
    <>
      <Heading level={1}>Level 1</Heading>
      <Heading level={2}>Level 2</Heading>
      <Heading level={3}>Level 3</Heading>
      <Heading level={4}>Level 4</Heading>
    </>
  ),
  play: async ({ canvas }) => {
    const sizes = [1, 2, 3, 4].map((level) =>
      parseFloat(getComputedStyle(canvas.getByRole('heading', { level })).fontSize),
    );
    await expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
  },
};

export const VisualSizeDiffersFromLevel: Story = {
  args: { level: 2, size: 4, children: 'Trending Content' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Trending Content' });
    await expect(getComputedStyle(heading).fontSize).toBe('18px');
  },
};

export const LongUnicode: Story = {
  args: {
    children: 'Mga tanong tungkol sa PC building — 自作PCの質問 — Вопросы о сборке ПК 🖥️ '.repeat(
      3,
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};
