import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text } from '../../primitives/Text.tsx';
import { Highlight } from './Highlight.tsx';
import { oneMode } from '../../../test/chromaticModes.ts';

const meta = {
  title: 'Components/Highlight',
  parameters: { chromatic: { modes: oneMode } },
  component: Highlight,
  args: {
    text: 'Best budget GPUs for 1080p gaming: which GPU should I buy?',
    query: 'gpu budget',
  },
  render: (args) => (
    <Text>
      <Highlight {...args} />
    </Text>
  ),
} satisfies Meta<typeof Highlight>;

export default meta;
type Story = StoryObj<typeof meta>;

const marks = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('mark'), (mark) => mark.textContent);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(marks(canvasElement)).toEqual(['budget', 'GPU', 'GPU']);
    // The text reads as written, in one piece.
    await expect(canvasElement).toHaveTextContent(
      'Best budget GPUs for 1080p gaming: which GPU should I buy?',
    );
  },
};

export const NoMatch: Story = {
  args: { query: 'keyboard' },
  play: async ({ canvasElement }) => {
    await expect(marks(canvasElement)).toEqual([]);
  },
};

/** Markup in the text or the query stays text: nothing is parsed, nothing runs. */
export const MarkupStaysText: Story = {
  args: {
    text: 'Try <img src=x onerror="alert(1)"> or <b>bold</b> in a post',
    query: '<img <b>',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('b')).toBeNull();
    await expect(marks(canvasElement)).toEqual(['<img', '<b>']);
  },
};

export const Unicode: Story = {
  args: {
    text: 'Mga tanong tungkol sa Ñandú, 東京 at ÉCOLE 🎮 — salamat!',
    query: 'ñandú 東京 école 🎮',
  },
  play: async ({ canvasElement }) => {
    await expect(marks(canvasElement)).toEqual(['Ñandú', '東京', 'ÉCOLE', '🎮']);
  },
};

export const LongText: Story = {
  args: {
    text: `${'A very long post body that keeps going and going. '.repeat(12)}And then the GPU appears.`,
    query: 'gpu',
  },
  play: async ({ canvasElement }) => {
    await expect(marks(canvasElement)).toEqual(['GPU']);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(marks(canvasElement)).toEqual(['budget', 'GPU', 'GPU']);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(marks(canvasElement)).toHaveLength(3);
  },
};
