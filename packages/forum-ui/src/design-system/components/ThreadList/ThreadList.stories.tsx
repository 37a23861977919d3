import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Stack } from '../../primitives/Stack.tsx';
import { SAMPLE_THREADS, STRESS_TITLES } from '../../../test/threads.ts';
import { ThreadList, ThreadListPlaceholder, focusThreadLink } from './ThreadList.tsx';
import { oneMode } from '../../../test/chromaticModes.ts';

const meta = {
  title: 'Components/ThreadList',
  parameters: { chromatic: { modes: oneMode } },
  component: ThreadList,
  args: { threads: SAMPLE_THREADS, 'aria-label': 'Latest threads' },
  argTypes: {
    density: { control: 'inline-radio', options: ['regular', 'compact'] },
  },
} satisfies Meta<typeof ThreadList>;

export default meta;
type Story = StoryObj<typeof meta>;

const stressThreads = STRESS_TITLES.map((title, i) => ({
  id: 100 + i,
  slug: `stress-${i}`,
  title,
  author: { id: 9, name: 'Gabriela Silang-Dimaculangan y Villanueva' },
  created_at: '2026-10-01T10:00:00.000Z',
  replies_count: 1_234_567,
}));

/** Each item: the letter badge, the title linking to the thread, author, date and replies. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Latest threads' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    const first = within(items[0]!);
    await expect(
      first.getByRole('link', { name: 'The Budget PC Build Megathread 2026' }),
    ).toHaveAttribute('href', '/threads/the-budget-pc-build-megathread-2026-1');
    await expect(first.getByRole('link', { name: 'Maria Clara Santos' })).toHaveAttribute(
      'href',
      '/users/2',
    );
    await expect(first.getByText('2.0K replies')).toBeVisible();
    await expect(first.getByText('Jul 4, 2026')).toHaveAttribute(
      'datetime',
      '2026-07-04T09:30:00.000Z',
    );
    await expect(within(items[1]!).getByText('1 reply')).toBeVisible();
    // A deleted account reads 'Anonymous', not a link.
    await expect(within(items[2]!).getByText(/Anonymous/)).toBeVisible();
    await expect(within(items[2]!).getAllByRole('link')).toHaveLength(1);
    // Badges: the first letter upper-cased, colours cycling by position.
    const badges = items.map((item) => item.querySelector('[data-color]')!);
    await expect(badges.map((b) => b.textContent)).toEqual(['T', 'I', 'W', 'M']);
    await expect(badges.map((b) => b.getAttribute('data-color'))).toEqual(['0', '1', '2', '3']);
    // Not marked as sticky unless asked.
    await expect(canvas.queryByText('Pinned')).toBeNull();
  },
};

/** The sidebar's form: small badges, titles only. */
export const Compact: Story = {
  args: { density: 'compact', meta: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
    await expect(canvas.queryByText(/replies/)).toBeNull();
  },
};

/** Forum pages mark sticky threads and show views. */
export const StickyAndViews: Story = {
  args: { markSticky: true, meta: ['author', 'date', 'replies', 'views'] },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(within(items[0]!).getByText('Pinned')).toBeVisible();
    await expect(within(items[0]!).getByText('48.2K views')).toBeVisible();
    await expect(within(items[1]!).getByText('1 view')).toBeVisible();
    await expect(canvas.getAllByText('Pinned')).toHaveLength(1);
  },
};

/** Colours continue from the item's position in the whole list (page 2 of 8 a page starts at 8). */
export const StartIndex: Story = {
  args: { startIndex: 8 },
  play: async ({ canvasElement }) => {
    const colours = [...canvasElement.querySelectorAll('[data-color]')].map((b) =>
      b.getAttribute('data-color'),
    );
    await expect(colours).toEqual(['2', '3', '4', '5']);
  },
};

/** Very long, Tagalog, emoji, CJK and right-to-left titles wrap inside the list; an empty title still links. */
export const LongAndUnicodeTitles: Story = {
  args: { threads: stressThreads },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: /^Paano mag-overclock/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /グラフィックカード/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Untitled thread' })).toHaveAttribute(
      'href',
      '/threads/stress-5',
    );
    const letters = [...canvasElement.querySelectorAll('[data-color]')].map((b) => b.textContent);
    await expect(letters).toEqual(['P', '🎮', '新', 'م', 'S', 'T', 'É', '한']);
    await expect(canvas.getAllByText('1.2M replies')).toHaveLength(STRESS_TITLES.length);
    // Nothing sticks out sideways.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Empty: Story = {
  args: { threads: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Latest threads' })).toBeEmptyDOMElement();
  },
};

/** Title and author links are reached with Tab, in reading order. */
export const Keyboard: Story = {
  args: { threads: SAMPLE_THREADS.slice(0, 2) },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(
      canvas.getByRole('link', { name: 'The Budget PC Build Megathread 2026' }),
    ).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Maria Clara Santos' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Is Linux ready for gaming?' })).toHaveFocus();
  },
};

function RevealMore() {
  const ref = useRef<HTMLUListElement>(null);
  const [count, setCount] = useState(2);
  return (
    <Stack space="medium">
      <ThreadList ref={ref} threads={SAMPLE_THREADS.slice(0, count)} aria-label="Threads" />
      {count < SAMPLE_THREADS.length && (
        <Button
          onClick={() => {
            setCount(SAMPLE_THREADS.length);
            requestAnimationFrame(() => focusThreadLink(ref.current, count));
          }}
        >
          Show all
        </Button>
      )}
    </Stack>
  );
}

/** focusThreadLink moves focus to a newly shown item when the control that showed it goes away. */
export const FocusNewItem: Story = {
  render: () => <RevealMore />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show all' }));
    await expect(canvas.queryByRole('button', { name: 'Show all' })).toBeNull();
    const link = await canvas.findByRole('link', { name: 'Which SSD for a 2019 MacBook?' });
    await waitFor(() => expect(link).toHaveFocus());
  },
};

export const Mobile: Story = {
  args: { threads: stressThreads.slice(0, 3) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/**
 * Keeps pages in the browser's Cache Storage as the served site's worker does, for one story: a
 * list marks the threads whose page is kept ("Available offline").
 */
const withSavedPages = (paths: string[]) => async () => {
  const cache = await caches.open('story-saved-pages');
  await Promise.all(paths.map((path) => cache.put(path, new Response('<!doctype html>'))));
  return async () => {
    await caches.delete('story-saved-pages');
  };
};

/** Two threads read before are kept on this device: marked 'Available offline', the others not. */
export const AvailableOffline: Story = {
  beforeEach: withSavedPages([
    '/threads/the-budget-pc-build-megathread-2026-1',
    '/threads/which-ssd-for-a-2019-macbook-3',
  ]),
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Latest threads' })).getAllByRole(
      'listitem',
    );
    // Read once the list is on screen, in the browser.
    await waitFor(() => expect(canvas.getAllByText('Available offline')).toHaveLength(2));
    await expect(within(items[0]!).getByText('Available offline')).toBeVisible();
    await expect(within(items[1]!).queryByText('Available offline')).toBeNull();
    await expect(within(items[2]!).getByText('Available offline')).toBeVisible();
  },
};

/** The mark at phone width: it wraps under a long title, and nothing scrolls sideways. */
export const AvailableOfflineMobile: Story = {
  args: { threads: stressThreads.slice(0, 2) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  beforeEach: withSavedPages([`/threads/${stressThreads[0]!.slug}`]),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Available offline')).toBeVisible();
    await expect(canvas.getAllByText('Available offline')).toHaveLength(1);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/**
 * While a list loads, ThreadListPlaceholder keeps its space: the same rows, badges and lines,
 * hidden from assistive technology. Shown here above the list it stands for, in both densities;
 * each is as high as its list, so nothing below moves when the threads arrive.
 */
export const Placeholder: Story = {
  render: (args) => (
    <Stack space="large">
      {(['regular', 'compact'] as const).map((density) => (
        <Stack key={density} space="small">
          <div data-testid={`placeholder-${density}`}>
            <ThreadListPlaceholder count={SAMPLE_THREADS.length} density={density} />
          </div>
          <div data-testid={`list-${density}`}>
            <ThreadList {...args} density={density} aria-label={`Threads, ${density}`} />
          </div>
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const density of ['regular', 'compact']) {
      const placeholder = canvas.getByTestId(`placeholder-${density}`);
      // Nothing to announce or reach: the caller's status message says the list is loading.
      await expect(within(placeholder).queryAllByRole('link')).toHaveLength(0);
      await expect(placeholder.firstElementChild).toHaveAttribute('aria-hidden', 'true');
      const kept = placeholder.getBoundingClientRect().height;
      const list = canvas.getByTestId(`list-${density}`).getBoundingClientRect().height;
      await expect(Math.abs(kept - list)).toBeLessThanOrEqual(2);
    }
  },
};

/**
 * Threads read on this device (`seen`: replies then): one with replies since carries their count
 * on its badge and says '7 new'; one with none is muted and says 'Read'; one never opened here is
 * as it always was.
 */
export const ReadingMarks: Story = {
  args: {
    threads: SAMPLE_THREADS.slice(0, 3).map((thread, i) => ({ ...thread, replies_count: 20 + i })),
    seen: { [SAMPLE_THREADS[0]!.id]: 13, [SAMPLE_THREADS[1]!.id]: 21 },
  },
  play: async ({ canvas, args }) => {
    const [first, second, third] = args.threads;
    const link = (title: string | null | undefined, tail = '') =>
      canvas.getByRole('link', { name: `${title}${tail}` });
    const fresh = link(first!.title, ' 7 new');
    await expect(fresh).not.toHaveAttribute('data-read', 'true');
    await expect(within(fresh.closest('li')!).getByText('7', { exact: true })).toBeVisible();
    const read = link(second!.title, ' Read');
    await expect(read).toHaveAttribute('data-read', 'true');
    await expect(getComputedStyle(read).color).not.toBe(getComputedStyle(fresh).color);
    await expect(link(third!.title)).toHaveAttribute('data-read', 'false');
  },
};

export const ReadingMarksMobile: Story = {
  ...ReadingMarks,
  args: {
    threads: stressThreads.slice(0, 2).map((thread) => ({ ...thread, replies_count: 1500 })),
    seen: { [stressThreads[0]!.id]: 0 },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1.5K', { exact: true })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: / 1\.5K new$/ })).toHaveLength(1);
  },
};
