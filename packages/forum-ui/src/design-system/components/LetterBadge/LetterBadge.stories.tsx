import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Link } from 'react-router-dom';
import { Inline } from '../../primitives/Inline.tsx';
import { Stack } from '../../primitives/Stack.tsx';
import { Text } from '../../primitives/Text.tsx';
import { vars } from '../../theme/theme.css.ts';
import { LetterBadge } from './LetterBadge.tsx';
import { oneMode } from '../../../test/chromaticModes.ts';

const meta = {
  title: 'Components/LetterBadge',
  parameters: { chromatic: { modes: oneMode } },
  component: LetterBadge,
  args: { title: 'tips for new Linux users', index: 0 },
  argTypes: {
    shape: { control: 'inline-radio', options: ['square', 'circle'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof LetterBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

const background = (el: Element) => getComputedStyle(el).backgroundColor;

export const Default: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('T');
    // Decorative: the title is shown next to it, so it is hidden from assistive technology.
    await expect(badge).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const EmptyTitle: Story = {
  args: { title: '', index: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('T')).toBeVisible();
  },
};

export const WhitespaceTitle: Story = {
  args: { title: '   ', index: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('T')).toBeVisible();
  },
};

export const UppercasesFirstLetter: Story = {
  args: { title: 'graphics cards in 2025', index: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('G')).toBeVisible();
  },
};

export const AccentedLetter: Story = {
  args: { title: 'élan: bagong framework', index: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('É')).toBeVisible();
  },
};

export const EmojiAndJapanese: Story = {
  render: (args) => (
    <Inline space="small">
      <LetterBadge {...args} title="🚀 Launch day" index={0} />
      <LetterBadge {...args} title="東京のイベント" index={1} />
      <LetterBadge {...args} title="👩‍💻 Remote work" index={2} />
    </Inline>
  ),
  play: async ({ canvas }) => {
    for (const letter of ['🚀', '東', '👩‍💻']) {
      await expect(canvas.getByText(letter)).toBeVisible();
    }
  },
};

const titles = [
  'Rust 2.0 released',
  'Best mechanical keyboards',
  'Linux on ARM laptops',
  'Vite 8 migration notes',
  'Home lab networking',
  'Quantum computing basics',
  'Open source licences',
  'Monitors for coding',
];

export const PaletteCycle: Story = {
  render: (args) => (
    <Inline space="small">
      {titles.map((title, index) => (
        <LetterBadge key={title} {...args} title={title} index={index} />
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    const colours = ['R', 'B', 'L', 'V', 'H', 'Q', 'O', 'M'].map((letter) =>
      background(canvas.getByText(letter)),
    );
    // Six distinct colours, then the cycle starts again.
    await expect(new Set(colours.slice(0, 6)).size).toBe(6);
    await expect(colours[6]).toBe(colours[0]);
    await expect(colours[7]).toBe(colours[1]);
  },
};

export const NegativeAndLargeIndex: Story = {
  render: (args) => (
    <Inline space="small">
      <LetterBadge {...args} title="Alpha" index={5} />
      <LetterBadge {...args} title="Beta" index={-1} />
      <LetterBadge {...args} title="Gamma" index={1_000_004} />
      <LetterBadge {...args} title="Delta" index={2} />
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(background(canvas.getByText('B'))).toBe(background(canvas.getByText('A')));
    await expect(background(canvas.getByText('G'))).toBe(background(canvas.getByText('D')));
  },
};

export const Labelled: Story = {
  args: {
    title: 'Hardware Discussion',
    label: 'Hardware Discussion',
    shape: 'circle',
    size: 'large',
  },
  play: async ({ canvas }) => {
    const badge = canvas.getByRole('img', { name: 'Hardware Discussion' });
    await expect(badge).toHaveTextContent('H');
  },
};

export const ShapesAndSizes: Story = {
  render: (args) => (
    <Inline space="small" alignY="center">
      <LetterBadge {...args} title="Small" size="small" />
      <LetterBadge {...args} title="Medium" size="medium" shape="circle" index={1} />
      <LetterBadge {...args} title="Large" size="large" index={2} />
    </Inline>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByText('S').getBoundingClientRect();
    const large = canvas.getByText('L').getBoundingClientRect();
    await expect(small.width).toBeGreaterThanOrEqual(24);
    await expect(large.width).toBeGreaterThan(small.width);
    await expect(getComputedStyle(canvas.getByText('M')).borderRadius).not.toBe(
      getComputedStyle(canvas.getByText('S')).borderRadius,
    );
  },
};

const listTitles = [
  'Kumusta, mga developer! Mga tip sa TypeScript',
  'オープンソースの未来',
  '',
  '🎮 Gaming setups 2025',
];

export const InAList: Story = {
  render: (args) => (
    <Stack as="ul" space="small">
      {listTitles.map((title, index) => (
        <li key={index}>
          <Inline space="small" wrap={false}>
            <LetterBadge {...args} title={title} index={index} />
            <Link to={`/thread/${index}`} style={{ color: vars.color.link }}>
              <Text as="span" tone="inherit">
                {title || 'Untitled thread'}
              </Text>
            </Link>
          </Inline>
        </li>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    // The badge adds nothing to what a screen reader hears: each item reads as its title.
    await expect(
      canvas.getByRole('link', { name: 'Kumusta, mga developer! Mga tip sa TypeScript' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'オープンソースの未来' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Untitled thread' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

export const Mobile: Story = {
  ...InAList,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('K');
    // The badge keeps its square shape when the title wraps on a narrow screen.
    const { width, height } = badge.getBoundingClientRect();
    await expect(width).toBe(height);
  },
};
