import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import { Heading } from '../../primitives/Heading.tsx';
import { Inline } from '../../primitives/Inline.tsx';
import { Stack } from '../../primitives/Stack.tsx';
import { VisuallyHidden } from '../../primitives/VisuallyHidden.tsx';
import { Skeleton } from './Skeleton.tsx';
import { oneMode } from '../../../test/chromaticModes.ts';

/**
 * The pattern every loading region follows: the region says it is busy and
 * carries a status message; the skeletons are only a picture.
 */
function BusyRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section aria-label={label} aria-busy="true">
      <VisuallyHidden role="status">Loading...</VisuallyHidden>
      {children}
    </section>
  );
}

const meta = {
  title: 'Components/Skeleton',
  parameters: { chromatic: { modes: oneMode } },
  component: Skeleton,
  args: { variant: 'text' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['text', 'block', 'circle'] },
  },
  decorators: [
    (Story) => (
      <BusyRegion label="Latest News">
        <Story />
      </BusyRegion>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

const bones = (root: HTMLElement) =>
  Array.from(
    root.querySelectorAll<HTMLElement>(
      '[aria-hidden="true"] > span, span[aria-hidden="true"]:empty',
    ),
  );

export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Latest News' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    // The placeholder itself is hidden from assistive technology.
    const placeholder = region.querySelector('[aria-hidden="true"]') as HTMLElement;
    await expect(placeholder).toBeInTheDocument();
    await expect(placeholder.getBoundingClientRect().height).toBeGreaterThan(0);
  },
};

export const Paragraph: Story = {
  args: { lines: 4 },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Latest News' });
    const lines = bones(region);
    await expect(lines).toHaveLength(4);
    // The last line is shorter, like the end of a paragraph.
    await expect(lines[3]!.getBoundingClientRect().width).toBeLessThan(
      lines[0]!.getBoundingClientRect().width,
    );
  },
};

export const Block: Story = {
  args: { variant: 'block', height: 160 },
  play: async ({ canvas }) => {
    const block = bones(canvas.getByRole('region', { name: 'Latest News' }))[0]!;
    await expect(block.getBoundingClientRect().height).toBe(160);
  },
};

export const Circle: Story = {
  args: { variant: 'circle', width: 48 },
  play: async ({ canvas }) => {
    const circle = bones(canvas.getByRole('region', { name: 'Latest News' }))[0]!;
    const { width, height } = circle.getBoundingClientRect();
    await expect(width).toBe(48);
    await expect(height).toBe(48);
    await expect(getComputedStyle(circle).borderRadius).not.toBe('0px');
  },
};

export const Shimmer: Story = {
  args: { lines: 2 },
  play: async ({ canvas }) => {
    const line = bones(canvas.getByRole('region', { name: 'Latest News' }))[0]!;
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    // Shimmers, unless the person asked for less motion.
    await expect(getComputedStyle(line).animationName === 'none').toBe(reduced);
  },
};

export const ThreadListPlaceholder: Story = {
  render: () => (
    <Stack as="ul" space="large">
      {[0, 1, 2].map((i) => (
        <li key={i}>
          <Inline space="medium" wrap={false} alignY="top">
            <Skeleton variant="block" width={36} height={36} />
            <Stack space="xsmall" style={{ flex: 1 }}>
              <Skeleton width="70%" />
              <Skeleton lines={2} />
            </Stack>
          </Inline>
        </li>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Latest News' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    // Three list items whose contents say nothing to a screen reader.
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    for (const item of canvas.getAllByRole('listitem')) {
      await expect(item.textContent).toBe('');
    }
  },
};

export const WithHeading: Story = {
  render: () => (
    <Stack space="medium">
      <Heading level={2}>Mga Pinakabagong Balita — 最新ニュース 📰</Heading>
      <Skeleton lines={3} />
    </Stack>
  ),
  play: async ({ canvas }) => {
    // Real headings stay readable while the content below them loads.
    await expect(canvas.getByRole('heading', { name: /最新ニュース/ })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Latest News' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { lines: 3 },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Latest News' });
    const [first] = bones(region);
    // Lines fill the narrow width without overflowing it.
    await expect(first!.getBoundingClientRect().width).toBeLessThanOrEqual(
      region.getBoundingClientRect().width,
    );
    await expect(first!.getBoundingClientRect().width).toBeGreaterThan(0);
  },
};
