import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CategoryPicker, type PickerSection } from './CategoryPicker.tsx';
import { findPopup } from '../../../test/queries.ts';

const sections: PickerSection[] = [
  {
    category: {
      id: 1,
      slug: 'gaming',
      title: 'Gaming',
      description: 'Consoles, PC gaming and esports.',
      color: '#7e22ce',
      threads_count: 1500,
    },
    boards: [
      {
        id: 11,
        slug: 'pc-gaming',
        title: 'PC Gaming',
        description: 'Builds, settings and launchers.',
        color: '#7e22ce',
        threads_count: 999,
      },
      {
        id: 12,
        slug: 'mobile-gaming',
        title: 'Mobile Gaming',
        description: 'MLBB, Genshin and friends.',
        color: '#7e22ce',
        threads_count: 1,
      },
    ],
  },
  {
    category: {
      id: 2,
      slug: 'hardware',
      title: 'Hardware',
      description: 'Parts, peripherals and repairs.',
      color: '#0f766e',
      threads_count: 2_345_678,
    },
    boards: [
      {
        id: 21,
        slug: 'device-hardware',
        title: 'Device Hardware',
        description: 'Phones, laptops and handhelds.',
        color: '#0f766e',
        threads_count: 1_000_001,
      },
    ],
  },
];

const meta = {
  title: 'Components/CategoryPicker',
  component: CategoryPicker,
  args: {
    open: true,
    onClose: fn(),
    title: 'Post thread in...',
    description: 'Choose the board that fits your thread best.',
    status: 'ready',
    sections,
    errorMessage: 'Failed to load categories',
    onSelect: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof CategoryPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => findPopup('dialog', { name: 'Post thread in...' });

export const Default: Story = {
  play: async () => {
    const picker = within(await dialog());
    const gaming = picker.getByRole('button', { name: /^Gaming/ });
    await expect(gaming).toHaveAttribute('aria-expanded', 'false');
    await expect(gaming).toHaveTextContent('Consoles, PC gaming and esports.');
    await expect(picker.queryByRole('button', { name: /^PC Gaming/ })).toBeNull();
  },
};

export const Expanded: Story = {
  args: { selectedId: 12 },
  play: async ({ args }) => {
    const picker = within(await dialog());
    // The main category holding the choice starts open, the choice marked.
    await expect(picker.getByRole('button', { name: /^Gaming/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const boards = picker.getByRole('list', { name: 'Gaming boards' });
    const chosen = within(boards).getByRole('button', { name: /^Mobile Gaming/ });
    await expect(chosen).toHaveAttribute('aria-current', 'true');
    await expect(chosen).toHaveTextContent('1 thread');
    await expect(chosen).toHaveTextContent('Selected');
    await userEvent.click(within(boards).getByRole('button', { name: /^PC Gaming/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 11 }));
  },
};

export const CountsInKAndM: Story = {
  args: { selectedId: 21 },
  play: async () => {
    const picker = within(await dialog());
    // Over 1000 in K, over 1,000,000 in M, one decimal; up to 1000 in full.
    await expect(picker.getByRole('button', { name: /^Gaming/ })).toHaveTextContent('1.5K threads');
    await expect(picker.getByRole('button', { name: /^Hardware/ })).toHaveTextContent(
      '2.3M threads',
    );
    await expect(picker.getByRole('button', { name: /^Device Hardware/ })).toHaveTextContent(
      '1.0M threads',
    );
    await userEvent.click(picker.getByRole('button', { name: /^Gaming/ }));
    await expect(picker.getByRole('button', { name: /^PC Gaming/ })).toHaveTextContent(
      '999 threads',
    );
  },
};

export const KeyboardOnly: Story = {
  play: async ({ args }) => {
    const picker = within(await dialog());
    const gaming = picker.getByRole('button', { name: /^Gaming/ });
    await waitFor(() => expect(gaming).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(gaming).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(picker.getByRole('button', { name: /^PC Gaming/ })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 12 }));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', sections: [] },
  play: async () => {
    const picker = within(await dialog());
    await expect(picker.getByRole('status')).toHaveTextContent('Loading categories...');
  },
};

export const Error: Story = {
  args: { status: 'error', sections: [] },
  play: async ({ args }) => {
    const picker = within(await dialog());
    await expect(picker.getByText('Failed to load categories')).toBeVisible();
    const retry = picker.getByRole('button', { name: 'Retry' });
    await waitFor(() => expect(retry).toHaveFocus());
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { sections: [] },
  play: async () => {
    const picker = within(await dialog());
    await expect(picker.getByRole('heading', { name: 'No boards to post in yet' })).toBeVisible();
  },
};

export const LongAndUnicode: Story = {
  args: {
    selectedId: 31,
    sections: [
      {
        category: {
          id: 3,
          slug: 'pilipinas',
          title: 'Teknolohiya sa Pilipinas — balita, gabay at tulong 🇵🇭',
          description:
            'Mga usapan tungkol sa internet, telco, gadgets at serbisyo sa buong kapuluan, mula Luzon hanggang Mindanao. '.repeat(
              3,
            ),
          color: null,
          threads_count: 0,
        },
        boards: [
          {
            id: 31,
            slug: 'telco',
            title:
              'Telcos, fibre plans and the never-ending quest for a stable 5G signal in Metro Manila',
            description: '電信と回線 · 통신 · Télécoms',
            threads_count: 12_345,
          },
        ],
      },
    ],
  },
  play: async () => {
    const picker = within(await dialog());
    await expect(picker.getByRole('button', { name: /^Telcos, fibre plans/ })).toHaveTextContent(
      '12.3K threads',
    );
    await expect(picker.getByRole('button', { name: /^Teknolohiya/ })).toHaveTextContent(
      '0 threads',
    );
  },
};

export const Mobile: Story = {
  args: { selectedId: 11 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const picker = await dialog();
    await expect(within(picker).getByRole('button', { name: /^PC Gaming/ })).toBeVisible();
    await expect(picker.scrollWidth).toBeLessThanOrEqual(picker.clientWidth + 1);
  },
};
