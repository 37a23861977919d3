import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from '../../primitives/Stack.tsx';
import { Text } from '../../primitives/Text.tsx';
import { expectToHoldFor } from '../../../test/waits.ts';
import {
  DisclosureNav,
  HOVER_CLOSE_MS,
  type DisclosureNavItem,
  type DisclosureNavProps,
} from './DisclosureNav.tsx';

const items: DisclosureNavItem[] = [
  {
    id: 'news',
    label: 'News Section',
    links: [
      { href: '/MainNewsSection', label: 'News Section overview', dividerAfter: true },
      { href: '/TechIndustryNews', label: 'Tech Industry News' },
      { href: '/ProductLaunches', label: 'Product Launches' },
    ],
  },
  {
    id: 'forums',
    label: 'Forums',
    current: true,
    links: [
      { href: '/Forums', label: 'Forums overview', dividerAfter: true },
      { href: '/GeneralTechDiscussion', label: 'General Tech Discussion' },
      { href: '/HardwareDiscussion', label: 'Hardware Discussion', current: true },
      { href: '/TechSupport', label: 'Tech Support' },
    ],
  },
  {
    id: 'about',
    label: 'About Us',
    links: [
      { href: '/AboutUs', label: 'About Us overview', dividerAfter: true },
      { href: '/TeamIntroduction', label: 'Team Introduction' },
    ],
  },
];

/** The nav above a page that says where the router is, so following a link can be seen. */
function WithPage(props: DisclosureNavProps) {
  const { pathname } = useLocation();
  return (
    <Stack space="large">
      <DisclosureNav {...props} />
      <Text>{`Current page: ${pathname}`}</Text>
    </Stack>
  );
}

const meta = {
  title: 'Components/DisclosureNav',
  component: DisclosureNav,
  args: { label: 'Main', items },
  argTypes: { items: { control: false } },
  render: (args) => <WithPage {...args} />,
  // Mounted at every path, so following a link keeps the nav and shows the new path.
  parameters: { router: { route: '/HardwareDiscussion', path: '*' } },
} satisfies Meta<typeof DisclosureNav>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const button = (canvas: Canvas, name: string) =>
  within(canvas.getByRole('navigation', { name: 'Main' })).getByRole('button', { name });
/** An open item's list of links (a closed one is hidden, so not found). */
const list = (canvas: Canvas, name: string) => canvas.getByRole('list', { name });
const link = (canvas: Canvas, name: string) => canvas.getByRole('link', { name });
const page = (canvas: Canvas) => canvas.getByText(/^Current page:/);
const noList = (canvas: Canvas) =>
  waitFor(() => expect(canvas.queryByRole('link')).not.toBeInTheDocument());

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    // Buttons, not menu buttons: no menu roles anywhere.
    await expect(nav.getAllByRole('button').map((b) => b.textContent?.replace('▾', ''))).toEqual([
      'News Section',
      'Forums',
      'About Us',
    ]);
    await expect(nav.queryByRole('menu')).not.toBeInTheDocument();
    for (const item of items) {
      const b = nav.getByRole('button', { name: item.label });
      await expect(b).toHaveAttribute('aria-expanded', 'false');
      await expect(b).not.toHaveAttribute('aria-haspopup');
      // aria-controls names the list, which is in the page but hidden.
      const controlled = document.getElementById(b.getAttribute('aria-controls') ?? '');
      await expect(controlled?.tagName).toBe('UL');
      await expect(controlled).not.toBeVisible();
    }
    await expect(nav.queryByRole('link')).not.toBeInTheDocument();
    // The item holding the current page is marked.
    await expect(nav.getByRole('button', { name: 'Forums' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(nav.getByRole('button', { name: 'News Section' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const OpensOnClick: Story = {
  play: async ({ canvas }) => {
    const news = button(canvas, 'News Section');
    await userEvent.click(news);
    await expect(news).toHaveAttribute('aria-expanded', 'true');
    const links = within(list(canvas, 'News Section')).getAllByRole('link');
    await expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['News Section overview', '/MainNewsSection'],
      ['Tech Industry News', '/TechIndustryNews'],
      ['Product Launches', '/ProductLaunches'],
    ]);
    await expect(news.getAttribute('aria-controls')).toBe(list(canvas, 'News Section').id);
    // One list at a time: opening another closes the first.
    await userEvent.click(button(canvas, 'About Us'));
    await expect(link(canvas, 'Team Introduction')).toBeVisible();
    await expect(news).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('list', { name: 'News Section' })).not.toBeInTheDocument();
    // A second click closes it.
    await userEvent.click(button(canvas, 'About Us'));
    await noList(canvas);
    await expect(button(canvas, 'About Us')).toHaveAttribute('aria-expanded', 'false');
  },
};

export const OpensOnHover: Story = {
  play: async ({ canvas }) => {
    const forums = button(canvas, 'Forums');
    await userEvent.hover(forums);
    await expect(link(canvas, 'Tech Support')).toBeVisible();
    await expect(forums).toHaveAttribute('aria-expanded', 'true');
    // Hovering does not take focus.
    await expect(forums).not.toHaveFocus();
    // The pointer can travel down into the list; it stays open there.
    await userEvent.hover(link(canvas, 'Tech Support'));
    await expectToHoldFor(
      () => expect(link(canvas, 'Tech Support')).toBeVisible(),
      2 * HOVER_CLOSE_MS,
    );
    // Leaving the item closes a list that hover opened.
    await userEvent.unhover(link(canvas, 'Tech Support'));
    await userEvent.hover(page(canvas));
    await noList(canvas);
    await expect(forums).toHaveAttribute('aria-expanded', 'false');

    // A click on a hover-opened list keeps it open when the pointer wanders off...
    await userEvent.hover(forums);
    await userEvent.click(forums);
    await userEvent.hover(page(canvas));
    await expectToHoldFor(
      () => expect(link(canvas, 'Tech Support')).toBeVisible(),
      2 * HOVER_CLOSE_MS,
    );
    // ...and a second click closes it.
    await userEvent.click(forums);
    await noList(canvas);
  },
};

export const HoverOff: Story = {
  args: { openOnHover: false },
  play: async ({ canvas }) => {
    await userEvent.hover(button(canvas, 'Forums'));
    await expectToHoldFor(() => expect(canvas.queryByRole('link')).not.toBeInTheDocument(), 200);
    await userEvent.click(button(canvas, 'Forums'));
    await expect(link(canvas, 'Tech Support')).toBeVisible();
  },
};

export const ClosesOnOutsideClickOrEscape: Story = {
  play: async ({ canvas }) => {
    const forums = button(canvas, 'Forums');
    // A click outside closes it, leaving focus where the click put it.
    await userEvent.click(forums);
    await expect(link(canvas, 'Tech Support')).toBeVisible();
    await userEvent.click(page(canvas));
    await noList(canvas);
    await expect(forums).toHaveAttribute('aria-expanded', 'false');
    await expect(forums).not.toHaveFocus();

    // Escape from a link inside closes it and gives focus back to the button.
    await userEvent.click(forums);
    link(canvas, 'General Tech Discussion').focus();
    await userEvent.keyboard('{Escape}');
    await noList(canvas);
    await expect(forums).toHaveFocus();

    // Escape on the button itself closes it too.
    await userEvent.keyboard('{Enter}');
    await expect(link(canvas, 'Tech Support')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await noList(canvas);
    await expect(forums).toHaveFocus();
  },
};

export const KeyboardTabEnterSpace: Story = {
  play: async ({ canvas }) => {
    const news = button(canvas, 'News Section');
    const forums = button(canvas, 'Forums');
    await userEvent.tab();
    await expect(news).toHaveFocus();
    // Closed lists are not in the tab order: Tab goes from button to button.
    await userEvent.tab();
    await expect(forums).toHaveFocus();

    // Enter opens; focus stays on the button and the links follow it in the tab order.
    await userEvent.keyboard('{Enter}');
    await expect(forums).toHaveAttribute('aria-expanded', 'true');
    await expect(forums).toHaveFocus();
    await userEvent.tab();
    await expect(link(canvas, 'Forums overview')).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(link(canvas, 'Hardware Discussion')).toHaveFocus();
    await userEvent.tab();
    await expect(link(canvas, 'Tech Support')).toHaveFocus();
    // Tab past the last link leaves the item, which closes it.
    await userEvent.tab();
    await expect(button(canvas, 'About Us')).toHaveFocus();
    await noList(canvas);

    // Space toggles too.
    await userEvent.keyboard(' ');
    await expect(link(canvas, 'Team Introduction')).toBeVisible();
    await userEvent.keyboard(' ');
    await noList(canvas);

    // Shift+Tab from the first link goes back to its button; the list stays open.
    forums.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(forums).toHaveFocus();
    await expect(link(canvas, 'Tech Support')).toBeVisible();
  },
};

export const ArrowKeys: Story = {
  play: async ({ canvas }) => {
    const news = button(canvas, 'News Section');
    news.focus();
    // Left and right move along the buttons, wrapping; Home and End go to the ends.
    await userEvent.keyboard('{ArrowRight}');
    await expect(button(canvas, 'Forums')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(button(canvas, 'About Us')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(news).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(button(canvas, 'About Us')).toHaveFocus();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();

    // ArrowDown on a button opens its list at the first link; arrows move, wrapping.
    button(canvas, 'Forums').focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(link(canvas, 'Forums overview')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(link(canvas, 'General Tech Discussion')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(link(canvas, 'Tech Support')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(link(canvas, 'Forums overview')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(link(canvas, 'Tech Support')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(link(canvas, 'Forums overview')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(button(canvas, 'Forums')).toHaveFocus();

    // ArrowUp opens at the last link.
    await userEvent.keyboard('{ArrowUp}');
    await expect(link(canvas, 'Tech Support')).toHaveFocus();
  },
};

export const ChoosingLinkCloses: Story = {
  play: async ({ canvas }) => {
    const forums = button(canvas, 'Forums');
    await userEvent.click(forums);
    await userEvent.click(link(canvas, 'Tech Support'));
    await expect(page(canvas)).toHaveTextContent('Current page: /TechSupport');
    await noList(canvas);
    await expect(forums).toHaveAttribute('aria-expanded', 'false');
    // Focus goes back to the button rather than being lost with the hidden link.
    await expect(forums).toHaveFocus();

    // By keyboard: Enter on a link follows it and closes the list.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(page(canvas)).toHaveTextContent('Current page: /GeneralTechDiscussion');
    await noList(canvas);
    await expect(forums).toHaveFocus();
  },
};

export const CurrentPage: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(button(canvas, 'Forums'));
    const forumLinks = within(list(canvas, 'Forums'));
    await expect(forumLinks.getByRole('link', { name: 'Hardware Discussion' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const name of ['Forums overview', 'General Tech Discussion', 'Tech Support'])
      await expect(forumLinks.getByRole('link', { name })).not.toHaveAttribute('aria-current');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const forums = button(canvas, 'Forums');
    // A tap opens it (a touch is not a hover) and a second tap closes it.
    await userEvent.pointer({ keys: '[TouchA]', target: forums });
    await expect(link(canvas, 'Tech Support')).toBeVisible();
    const rect = list(canvas, 'Forums').getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(0);
    await expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // Links are comfortable touch targets.
    await expect(
      link(canvas, 'Tech Support').getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(24);
    await userEvent.pointer({ keys: '[TouchA]', target: forums });
    await noList(canvas);
  },
};

export const LongUnicodeLabels: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    label: 'Main',
    items: [
      {
        id: 'forums',
        label: 'Mga Forum 🇵🇭',
        links: [
          {
            href: '/GeneralTechDiscussion',
            label: 'Pangkalahatang talakayan tungkol sa teknolohiya at mga bagong produkto',
          },
          {
            href: '/HardwareDiscussion',
            label: 'ハードウェアについての議論とレビュー、自作パソコンの相談 🖥️',
          },
          {
            href: '/TechSupport',
            label: 'Supercalifragilisticexpialidocioustechsupportwithoutanyspaces',
          },
        ],
      },
      {
        id: 'about',
        label: 'テックフォーラムについて',
        links: [{ href: '/AboutUs', label: 'About' }],
      },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(button(canvas, 'Mga Forum 🇵🇭'));
    const forumList = list(canvas, 'Mga Forum 🇵🇭');
    await expect(within(forumList).getByRole('link', { name: /自作パソコンの相談/ })).toBeVisible();
    // Long labels wrap inside the list; nothing runs off the screen.
    await expect(forumList.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(forumList.scrollWidth).toBeLessThanOrEqual(forumList.clientWidth + 1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
