import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Inline } from '../../primitives/Inline.tsx';
import { Menu, MenuItem, MenuLinkItem, MenuSeparator } from './Menu.tsx';
import { oneMode } from '../../../test/chromaticModes.ts';
import { findPopup, popupClosed } from '../../../test/queries.ts';

const onChangeRole = fn();
const onWarn = fn();

const userActions = (
  <>
    <MenuItem onClick={onChangeRole}>Change role</MenuItem>
    <MenuItem onClick={onWarn}>Warn user</MenuItem>
    <MenuLinkItem to="/users/12">View profile</MenuLinkItem>
    <MenuItem onClick={fn()}>Suspend user</MenuItem>
  </>
);

const meta = {
  title: 'Components/Menu',
  component: Menu,
  args: {
    label: 'Actions',
    variant: 'secondary',
    children: userActions,
    onOpenChange: fn(),
  },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'ghost', 'critical'],
    },
    children: { control: false },
  },
  parameters: { chromatic: { modes: oneMode }, router: { route: '/', path: '/' } },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The open menu named `name`, once it has finished opening (see findPopup). */
const openMenu = (name: string) => findPopup('menu', { name });

/** Resolves once no menu is open and the closing has finished (see popupClosed). */
const menuClosed = () => popupClosed('menu');

export const Default: Story = {
  play: async ({ canvas, args }) => {
    onWarn.mockClear();
    const button = canvas.getByRole('button', { name: 'Actions' });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const menu = await openMenu('Actions');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Change role',
      'Warn user',
      'View profile',
      'Suspend user',
    ]);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // Choosing an action runs it and closes the menu.
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Warn user' }));
    await expect(onWarn).toHaveBeenCalledTimes(1);
    await menuClosed();
  },
};

export const LinkItemNavigates: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    const menu = await openMenu('Actions');
    const profile = within(menu).getByRole('menuitem', { name: 'View profile' });
    await expect(profile).toHaveAttribute('href', '/users/12');
    await userEvent.click(profile);
    await expect(await body().findByRole('status', { name: 'Navigated to' })).toBeInTheDocument();
    await expect(body().queryByRole('menu')).not.toBeInTheDocument();
  },
};

export const ClickOutsideCloses: Story = {
  render: (args) => (
    <Inline space="small">
      <Menu {...args} />
      <span>Jane Doe</span>
    </Inline>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    await openMenu('Actions');
    await userEvent.click(canvas.getByText('Jane Doe'));
    await menuClosed();
    await expect(canvas.getByRole('button', { name: 'Actions' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const KeyboardPath: Story = {
  play: async ({ canvas }) => {
    onChangeRole.mockClear();
    const button = canvas.getByRole('button', { name: 'Actions' });
    await userEvent.tab();
    await expect(button).toHaveFocus();

    // Enter opens with focus on the first item.
    await userEvent.keyboard('{Enter}');
    const menu = await openMenu('Actions');
    const item = (name: string) => within(menu).getByRole('menuitem', { name });
    await waitFor(() => expect(item('Change role')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Warn user')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(item('Suspend user')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(item('Change role')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(item('Suspend user')).toHaveFocus();

    // Escape closes and gives focus back to the button.
    await userEvent.keyboard('{Escape}');
    await menuClosed();
    await expect(button).toHaveFocus();

    // Space opens too; ArrowDown from the closed button opens at the first item.
    await userEvent.keyboard(' ');
    await openMenu('Actions');
    await waitFor(() =>
      expect(body().getByRole('menuitem', { name: 'Change role' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await menuClosed();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await openMenu('Actions');
    await waitFor(() =>
      expect(body().getByRole('menuitem', { name: 'Change role' })).toHaveFocus(),
    );

    // Enter runs the focused action and gives focus back to the button.
    await userEvent.keyboard('{Enter}');
    await expect(onChangeRole).toHaveBeenCalledTimes(1);
    await menuClosed();
    await expect(button).toHaveFocus();

    // Enter on a link item follows it.
    await userEvent.keyboard('{ArrowDown}');
    await openMenu('Actions');
    await waitFor(() =>
      expect(body().getByRole('menuitem', { name: 'Change role' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
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
    const menu = await openMenu('Actions for Jane Doe');
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Ban user' }));
    await expect(onBan).toHaveBeenCalledTimes(1);
    await menuClosed();
    await waitFor(() => expect(button).toHaveFocus());

    // The critical item, by keyboard: End reaches it, Enter runs it.
    await userEvent.keyboard('{Enter}');
    await openMenu('Actions for Jane Doe');
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
    const menu = await openMenu('Actions');
    const unban = within(menu).getByRole('menuitem', { name: 'Unban user' });
    await expect(unban).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(unban);
    await expect(onUnban).not.toHaveBeenCalled();
    await expect(menu).toBeVisible();
  },
};

export const DisabledButton: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Actions' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(body().queryByRole('menu')).not.toBeInTheDocument();
  },
};

export const LongUnicodeLabels: Story = {
  args: {
    label: 'Mga aksyon 🇵🇭',
    children: (
      <>
        <MenuItem onClick={fn()}>
          Ilipat ang thread sa ibang kategorya ng mga talakayan tungkol sa teknolohiya
        </MenuItem>
        <MenuItem onClick={fn()}>
          スレッドをロックして、これ以上の返信を受け付けないようにする 🔒
        </MenuItem>
        <MenuLinkItem to="/threads/1">
          🎮 View the thread — consoles, PC, mobile, retro and everything in between
        </MenuLinkItem>
        <MenuItem tone="critical" onClick={fn()}>
          Supercalifragilisticexpialidociousdeletewithoutanyspaces
        </MenuItem>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mga aksyon 🇵🇭' }));
    const menu = await openMenu('Mga aksyon 🇵🇭');
    await expect(within(menu).getByRole('menuitem', { name: /返信を受け付けない/ })).toBeVisible();
    // Long labels wrap inside the menu; nothing runs off the screen.
    const rect = menu.getBoundingClientRect();
    await expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(menu.scrollWidth).toBeLessThanOrEqual(menu.clientWidth + 1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    const menu = await openMenu('Actions');
    const rect = menu.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(0);
    await expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
    const item = within(menu)
      .getByRole('menuitem', { name: 'Suspend user' })
      .getBoundingClientRect();
    await expect(item.height).toBeGreaterThanOrEqual(24);
  },
};
