import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from '../../primitives/Stack.tsx';
import { Pager, type PagerProps } from './Pager.tsx';

/** A pager that keeps its own page, as a screen would: aria-current moves when a page is chosen. */
function StatefulPager(props: PagerProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pager
      {...props}
      page={page}
      onPageChange={(next) => {
        props.onPageChange?.(next);
        setPage(next);
      }}
    />
  );
}

/** A pager driven by the URL (?page=3), rendering links: what a server-paged screen does. */
function UrlPager(props: PagerProps) {
  const [params] = useSearchParams();
  const page = Number(params.get('page') ?? '1');
  return <Pager {...props} page={page} getHref={(target) => `/Forum/hardware?page=${target}`} />;
}

const names = (elements: HTMLElement[]) =>
  elements.map((element) => element.getAttribute('aria-label') ?? element.textContent);

const meta = {
  title: 'Components/Pager',
  component: Pager,
  args: { page: 3, lastPage: 10, onPageChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['window', 'edges', 'simple'] },
    page: { control: { type: 'number', min: 1 } },
    lastPage: { control: { type: 'number', min: 0 } },
  },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `window`: Previous / Next and the pages two either side of the current one (page 3 of 10). */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    const buttons = within(nav).getAllByRole('button');
    await expect(names(buttons)).toEqual([
      'Previous',
      'Page 1',
      'Page 2',
      'Page 3',
      'Page 4',
      'Page 5',
      'Next',
    ]);
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Page 4' })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(canvas.getByRole('button', { name: 'Previous' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await expect(canvas.getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-disabled');

    await userEvent.click(canvas.getByRole('button', { name: 'Page 5' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    // Choosing the page you are on is not a change.
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(args.onPageChange).toHaveBeenCalledTimes(3);
  },
};

export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvas, args }) => {
    const previous = canvas.getByRole('button', { name: 'Previous' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.queryByRole('button', { name: 'Page 4' })).not.toBeInTheDocument();
    // Disabled, but still in the tab order so keyboard users find it.
    await userEvent.tab();
    await expect(previous).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(previous);
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const LastPage: Story = {
  args: { page: 10 },
  play: async ({ canvas, args }) => {
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Page 10' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(names(canvas.getAllByRole('button'))).toEqual([
      'Previous',
      'Page 8',
      'Page 9',
      'Page 10',
      'Next',
    ]);
    await userEvent.click(next);
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(9);
  },
};

/** `edges` in the middle of a long list: first and last page, five numbers, an ellipsis each side. */
export const Edges: Story = {
  args: { variant: 'edges', page: 10, lastPage: 20, label: 'Category threads pages' },
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Category threads pages' });
    await expect(names(within(nav).getAllByRole('button'))).toEqual([
      'Previous',
      'Page 1',
      'Page 8',
      'Page 9',
      'Page 10',
      'Page 11',
      'Page 12',
      'Page 20',
      'Next',
    ]);
    await expect(canvas.getByRole('button', { name: 'Page 10' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The two ellipses are decoration: visible, but neither list items nor focusable for assistive technology.
    const ellipses = canvas.getAllByText('…');
    await expect(ellipses).toHaveLength(2);
    for (const ellipsis of ellipses) {
      await expect(ellipsis).toBeVisible();
      await expect(ellipsis.closest('li')).toHaveAttribute('aria-hidden', 'true');
    }
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(9);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 20' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(20);
  },
};

/** `edges` near the start: the first five pages, one ellipsis, the last page. */
export const EdgesNearStart: Story = {
  args: { variant: 'edges', page: 2, lastPage: 20 },
  play: async ({ canvas }) => {
    await expect(names(canvas.getAllByRole('button'))).toEqual([
      'Previous',
      'Page 1',
      'Page 2',
      'Page 3',
      'Page 4',
      'Page 5',
      'Page 20',
      'Next',
    ]);
    await expect(canvas.getAllByText('…')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** `edges` near the end: the first page, one ellipsis, the last five pages. */
export const EdgesNearEnd: Story = {
  args: { variant: 'edges', page: 19, lastPage: 20 },
  play: async ({ canvas }) => {
    await expect(names(canvas.getAllByRole('button'))).toEqual([
      'Previous',
      'Page 1',
      'Page 16',
      'Page 17',
      'Page 18',
      'Page 19',
      'Page 20',
      'Next',
    ]);
    await expect(canvas.getAllByText('…')).toHaveLength(1);
  },
};

/** `edges` when every page fits: no ellipsis at all. */
export const EdgesFewPages: Story = {
  args: { variant: 'edges', page: 2, lastPage: 4 },
  play: async ({ canvas }) => {
    await expect(names(canvas.getAllByRole('button'))).toEqual([
      'Previous',
      'Page 1',
      'Page 2',
      'Page 3',
      'Page 4',
      'Next',
    ]);
    await expect(canvas.queryByText('…')).not.toBeInTheDocument();
  },
};

/** `simple` (trending): 'Page x of y' between Previous and Next, announced when it changes. */
export const Simple: Story = {
  args: { variant: 'simple', page: 2, lastPage: 5 },
  render: (args) => <StatefulPager {...args} />,
  play: async ({ canvas, args }) => {
    const status = canvas.getByText('Page 2 of 5');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.queryByRole('button', { name: /^Page \d/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await expect(status).toHaveTextContent('Page 3 of 5');
  },
};

export const SimpleLastPage: Story = {
  args: { variant: 'simple', page: 5, lastPage: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Page 5 of 5')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Previous' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/** One page of results: the pager is not shown at all (spec: "only when there is more than one page"). */
export const SinglePage: Story = {
  args: { page: 1, lastPage: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** With `hideWhenSingle={false}` a single page still shows, both directions disabled. */
export const SinglePageShown: Story = {
  args: { variant: 'simple', page: 1, lastPage: 1, hideWhenSingle: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Page 1 of 1')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Counted from a total and a page size: 120 threads at 15 a page is 8 pages. */
export const FromTotal: Story = {
  args: { variant: 'edges', page: 1, lastPage: undefined, total: 120, perPage: 15 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Page 8' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Page 9' })).not.toBeInTheDocument();
  },
};

/** A page number beyond the end (a stale URL) is shown as the last page. */
export const PageBeyondLast: Story = {
  args: { page: 25, lastPage: 6 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Page 6' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Keyboard alone: Tab to a number, Enter chooses it, Space on Next moves on, focus is never lost. */
export const KeyboardOnly: Story = {
  render: (args) => <StatefulPager {...args} />,
  play: async ({ canvas, args }) => {
    // Tab order follows reading order: Previous, 1, 2, 3, 4.
    for (const name of ['Previous', 'Page 1', 'Page 2', 'Page 3', 'Page 4']) {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name })).toHaveFocus();
    }
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    const four = canvas.getByRole('button', { name: 'Page 4' });
    await expect(four).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Page 3' })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(four).toHaveFocus();

    // On to Next (window is now 2–6) and press Space.
    for (const name of ['Page 5', 'Page 6', 'Next']) {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name })).toHaveFocus();
    }
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
    await expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();

    // Back with Shift+Tab to Page 7 and Enter.
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Page 7' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(7);
    await expect(canvas.getByRole('button', { name: 'Page 7' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(args.onPageChange).toHaveBeenCalledTimes(3);
  },
};

/** Keyboard alone through the ellipses: they are skipped, and Next on the last page stays reachable. */
export const KeyboardEdges: Story = {
  args: { variant: 'edges', page: 18, lastPage: 20 },
  render: (args) => <StatefulPager {...args} />,
  play: async ({ canvas, args }) => {
    for (const name of ['Previous', 'Page 1', 'Page 16']) {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name })).toHaveFocus();
    }
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 20' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(20);
    await userEvent.tab();
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next).toHaveFocus();
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledTimes(1);
  },
};

/** With `getHref`, pages are real links (open in a new tab, crawlable); here the URL holds the page. */
export const AsLinks: Story = {
  parameters: { router: { route: '/Forum/hardware?page=3', path: '/Forum/hardware' } },
  render: (args) => <UrlPager {...args} />,
  play: async ({ canvas, args }) => {
    const current = canvas.getByRole('link', { name: 'Page 3' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Page 5' })).toHaveAttribute(
      'href',
      '/Forum/hardware?page=5',
    );
    await expect(canvas.getByRole('link', { name: 'Previous' })).toHaveAttribute('rel', 'prev');
    await expect(canvas.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/Forum/hardware?page=4',
    );
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('link', { name: 'Page 1' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page'),
    );
    // On the first page Previous cannot be a link: it is a disabled button that keeps its place.
    await expect(canvas.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Product words in Tagalog and Japanese, and a long landmark name. */
export const CustomLabels: Story = {
  render: (args) => (
    <Stack space="large">
      <Pager
        {...args}
        label="Mga pahina ng talakayan tungkol sa hardware at gaming 🎮"
        previousLabel="Nakaraan"
        nextLabel="Susunod"
        pageLabel={(page) => `Pahina ${page}`}
      />
      <Pager
        {...args}
        variant="simple"
        label="スレッドのページ"
        previousLabel="前へ"
        nextLabel="次へ"
        statusText={(page, last) => `${last}ページ中 ${page}ページ目`}
      />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const tagalog = canvas.getByRole('navigation', { name: /Mga pahina ng talakayan/ });
    await expect(within(tagalog).getByRole('button', { name: 'Pahina 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(tagalog).getByRole('button', { name: 'Nakaraan' })).toBeVisible();
    const japanese = canvas.getByRole('navigation', { name: 'スレッドのページ' });
    await expect(within(japanese).getByText('10ページ中 3ページ目')).toBeVisible();
    await expect(within(japanese).getByRole('button', { name: '次へ' })).toBeVisible();
  },
};

/** At 360 px: the window variant keeps one row; the longest edges pager wraps instead of scrolling sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <Stack space="xlarge">
      <Pager {...args} label="Forum threads pages" />
      <Pager
        variant="edges"
        page={10}
        lastPage={20}
        onPageChange={args.onPageChange}
        label="Category threads pages"
      />
    </Stack>
  ),
  play: async ({ canvas, canvasElement, args }) => {
    await waitFor(() => expect(window.innerWidth).toBeLessThanOrEqual(360));
    const width = canvasElement.getBoundingClientRect().right;
    for (const nav of canvas.getAllByRole('navigation')) {
      await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
      for (const control of within(nav).getAllByRole('button')) {
        const box = control.getBoundingClientRect();
        await expect(box.right).toBeLessThanOrEqual(width);
        await expect(box.width).toBeGreaterThanOrEqual(24);
        await expect(box.height).toBeGreaterThanOrEqual(24);
      }
    }
    const windowNav = canvas.getByRole('navigation', { name: 'Forum threads pages' });
    const tops = new Set(
      within(windowNav)
        .getAllByRole('button')
        .map((b) => Math.round(b.getBoundingClientRect().top)),
    );
    await expect(tops.size).toBe(1);
    await userEvent.click(within(windowNav).getByRole('button', { name: 'Page 4' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(4);
  },
};
