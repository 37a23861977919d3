import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Inline } from '../../primitives/Inline.tsx';
import { Menu, MenuItem, MenuLinkItem, MenuSeparator } from './Menu.tsx';

const forumLinks = (
  <>
    <MenuLinkItem to="/GeneralTechDiscussion">General Tech Discussion</MenuLinkItem>
    <MenuLinkItem to="/HardwareDiscussion">Hardware Discussion</MenuLinkItem>
    <MenuLinkItem to="/GamingDiscussion">Gaming Discussion</MenuLinkItem>
    <MenuLinkItem to="/TechSupport">Tech Support</MenuLinkItem>
  </>
);

const meta = {
  title: 'Components/Menu',
  component: Menu,
  args: {
    label: 'Forums',
    variant: 'nav',
    showOnHover: true,
    children: forumLinks,
    onOpenChange: fn(),
  },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['nav', 'primary', 'secondary', 'ghost', 'critical'],
    },
    children: { control: false },
  },
  parameters: { router: { route: '/', path: '/' } },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Forums' });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const menu = await body().findByRole('menu', { name: 'Forums' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'General Tech Discussion',
      'Hardware Discussion',
      'Gaming Discussion',
      'Tech Support',
    ]);
    await expect(
      within(menu).getByRole('menuitem', { name: 'Hardware Discussion' }),
    ).toHaveAttribute('href', '/HardwareDiscussion');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // Choosing a sub-link navigates (and the menu goes with the page).
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Gaming Discussion' }));
    await expect(await body().findByRole('status', { name: 'Navigated to' })).toBeInTheDocument();
    await expect(body().queryByRole('menu')).not.toBeInTheDocument();
  },
};

export const HoverOpens: Story = {
  render: (args) => (
    <Inline space="small">
      <Menu {...args} />
      <span>Trending</span>
    </Inline>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Forums' });
    await userEvent.hover(button);
    const menu = await body().findByRole('menu', { name: 'Forums' });
    await expect(within(menu).getByRole('menuitem', { name: 'Tech Support' })).toBeVisible();
    // Hovering does not take focus away from where it was.
    await expect(button).not.toHaveFocus();
    // Moving the pointer away closes a menu that hover opened.
    await userEvent.unhover(button);
    await userEvent.hover(canvas.getByText('Trending'));
    await waitFor(() => expect(body().queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const HoverThenClickKeepsOpen: Story = {
  render: (args) => (
    <Inline space="small">
      <Menu {...args} />
      <span>Trending</span>
    </Inline>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Forums' });
    await userEvent.hover(button);
    await body().findByRole('menu', { name: 'Forums' });
    // A click on a hover-opened menu pins it rather than closing it.
    await userEvent.click(button);
    await pause(200);
    await expect(body().getByRole('menu', { name: 'Forums' })).toBeVisible();
    await userEvent.hover(canvas.getByText('Trending'));
    await pause(300);
    await expect(body().getByRole('menu', { name: 'Forums' })).toBeVisible();
    // A second click closes it.
    await userEvent.click(button);
    await waitFor(() => expect(body().queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const ClickOutsideCloses: Story = {
  render: (args) => (
    <Inline space="small">
      <Menu {...args} />
      <span>Trending</span>
    </Inline>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Forums' }));
    await body().findByRole('menu', { name: 'Forums' });
    await userEvent.click(canvas.getByText('Trending'));
    await waitFor(() => expect(body().queryByRole('menu')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Forums' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const KeyboardPath: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Forums' });
    await userEvent.tab();
    await expect(button).toHaveFocus();

    // Enter opens with focus on the first item.
    await userEvent.keyboard('{Enter}');
    const menu = await body().findByRole('menu', { name: 'Forums' });
    const item = (name: string) => within(menu).getByRole('menuitem', { name });
    await waitFor(() => expect(item('General Tech Discussion')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Hardware Discussion')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(item('Tech Support')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(item('General Tech Discussion')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(item('Tech Support')).toHaveFocus();

    // Escape closes and gives focus back to the button.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();

    // Space opens too; ArrowDown from the closed button opens at the first item.
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(body().getByRole('menuitem', { name: 'General Tech Discussion' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(body().getByRole('menuitem', { name: 'General Tech Discussion' })).toHaveFocus(),
    );

    // Enter on a link item follows it.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(await body().findByRole('status', { name: 'Navigated to' })).toBeInTheDocument();
  },
};

const onBan = fn();
const onDelete = fn();

export const ActionMenu: Story = {
  args: {
    label: 'Actions',
    'aria-label': 'Actions for Jane Doe',
    variant: 'secondary',
    size: 'small',
    showOnHover: false,
    placement: 'bottom-end',
    children: (
      <>
        <MenuItem onClick={fn()}>Change role</MenuItem>
        <MenuItem onClick={onBan}>Ban user</MenuItem>
        <MenuSeparator />
        <MenuItem tone="critical" onClick={onDelete}>
          Delete User
        </MenuItem>
      </>
    ),
  },
  play: async ({ canvas }) => {
    onBan.mockClear();
    onDelete.mockClear();
    const button = canvas.getByRole('button', { name: 'Actions for Jane Doe' });
    await userEvent.click(button);
    const menu = await body().findByRole('menu', { name: 'Actions for Jane Doe' });
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Ban user' }));
    await expect(onBan).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body().queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());

    // The critical item, by keyboard: End reaches it, Enter runs it.
    await userEvent.keyboard('{Enter}');
    await body().findByRole('menu', { name: 'Actions for Jane Doe' });
    await userEvent.keyboard('{End}');
    const remove = body().getByRole('menuitem', { name: 'Delete User' });
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onDelete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button).toHaveFocus());
  },
};

const onUnban = fn();

export const DisabledItem: Story = {
  args: {
    label: 'Actions',
    variant: 'secondary',
    showOnHover: false,
    children: (
      <>
        <MenuItem onClick={fn()}>Warn user</MenuItem>
        <MenuItem disabled onClick={onUnban}>
          Unban user
        </MenuItem>
        <MenuItem onClick={fn()}>Suspend user</MenuItem>
      </>
    ),
  },
  play: async ({ canvas }) => {
    onUnban.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    const menu = await body().findByRole('menu', { name: 'Actions' });
    const unban = within(menu).getByRole('menuitem', { name: 'Unban user' });
    await expect(unban).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(unban);
    await expect(onUnban).not.toHaveBeenCalled();
    await expect(menu).toBeVisible();
  },
};

export const DisabledButton: Story = {
  args: { disabled: true, showOnHover: false },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Forums' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(body().queryByRole('menu')).not.toBeInTheDocument();
  },
};

export const LongUnicodeLabels: Story = {
  args: {
    label: 'Mga Forum 🇵🇭',
    children: (
      <>
        <MenuLinkItem to="/GeneralTechDiscussion">
          Pangkalahatang talakayan tungkol sa teknolohiya at mga bagong produkto
        </MenuLinkItem>
        <MenuLinkItem to="/HardwareDiscussion">
          ハードウェアについての議論とレビュー、自作パソコンの相談 🖥️
        </MenuLinkItem>
        <MenuLinkItem to="/GamingDiscussion">
          🎮 Gaming Discussion — consoles, PC, mobile, retro and everything in between
        </MenuLinkItem>
        <MenuLinkItem to="/TechSupport">
          Supercalifragilisticexpialidocioustechsupportwithoutanyspaces
        </MenuLinkItem>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mga Forum 🇵🇭' }));
    const menu = await body().findByRole('menu', { name: 'Mga Forum 🇵🇭' });
    await expect(within(menu).getByRole('menuitem', { name: /自作パソコンの相談/ })).toBeVisible();
    // Long labels wrap inside the menu; nothing runs off the screen.
    const rect = menu.getBoundingClientRect();
    await expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(menu.scrollWidth).toBeLessThanOrEqual(menu.clientWidth + 1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Forums' }));
    const menu = await body().findByRole('menu', { name: 'Forums' });
    const rect = menu.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(0);
    await expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
    const item = within(menu)
      .getByRole('menuitem', { name: 'Tech Support' })
      .getBoundingClientRect();
    await expect(item.height).toBeGreaterThanOrEqual(24);
  },
};
