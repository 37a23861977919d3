import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SUGGEST_HIDE_DELAY_MS, type SuggestionOption } from '../../utils/search/suggestions.ts';
import { SearchCombobox, type SearchComboboxProps } from './SearchCombobox.tsx';
import { oneMode } from '../../../test/chromaticModes.ts';
import { expectToHoldFor } from '../../../test/waits.ts';
import { findPopup } from '../../../test/queries.ts';

const OPTIONS: SuggestionOption[] = [
  { key: 'thread:1', label: 'Thoughts on the Raspberry Pi 6?', kind: 'thread' },
  { key: 'post:2', label: 'The Budget PC Build Megathread 2026', kind: 'post' },
  { key: 'user:3', label: 'Rafael Flores', kind: 'user' },
  { key: 'category:4', label: 'Peripherals', kind: 'category' },
  { key: 'term:ra', label: 'ram prices', kind: 'term' },
];

type HarnessProps = Omit<SearchComboboxProps, 'value' | 'onValueChange' | 'suggestions'> & {
  initialValue?: string;
  /** Suggestions once 2 characters are typed (what a caller with an answer would pass). */
  options?: SuggestionOption[] | null;
};

/** Holds the text, and passes `options` as the answer for any text of 2 characters or more. */
function Harness({ initialValue = '', options = OPTIONS, ...props }: HarnessProps) {
  const [value, setValue] = useState(initialValue);
  return (
    <form role="search" aria-label="Site search" onSubmit={(event) => event.preventDefault()}>
      <SearchCombobox
        {...props}
        value={value}
        onValueChange={setValue}
        suggestions={value.trim().length >= 2 ? options : null}
      />
    </form>
  );
}

const meta = {
  title: 'Components/SearchCombobox',
  parameters: { chromatic: { modes: oneMode } },
  component: Harness,
  args: {
    label: 'Search',
    placeholder: 'Search threads, posts, users...',
    onChoose: fn(),
    onClearRecent: fn(),
  },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const listbox = () => page().queryByRole('listbox');

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('combobox', { name: 'Search' });
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(field, 'ra');
    const list = await findPopup('listbox', { name: 'Suggestions' });
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    const options = within(list).getAllByRole('option');
    // Each item says what it is.
    const names = [
      'Thread: Thoughts on the Raspberry Pi 6?',
      'Post: The Budget PC Build Megathread 2026',
      'User: Rafael Flores',
      'Category: Peripherals',
      'Search: ram prices',
    ];
    await expect(options).toHaveLength(names.length);
    for (const [index, name] of names.entries())
      await expect(options[index]).toHaveAccessibleName(name);
    // The count is announced.
    await expect(canvas.getByRole('status')).toHaveTextContent('5 suggestions');
    // Arrows move through the items; Enter chooses and closes.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(options[1]).toHaveAttribute('data-active-item');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith('The Budget PC Build Megathread 2026');
    await expect(field).toHaveValue('The Budget PC Build Megathread 2026');
    await waitFor(() => expect(listbox()).toBeNull());
  },
};

export const MatchesHighlighted: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search' }), 'ra');
    const list = await findPopup('listbox', { name: 'Suggestions' });
    const marks = Array.from(list.querySelectorAll('mark'), (mark) => mark.textContent);
    await expect(marks).toEqual(['Ra', 'Ra', 'ra', 'ra']);
  },
};

export const ClickChooses: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search' }), 'raf');
    const option = await page().findByRole('option', { name: 'User: Rafael Flores' });
    await userEvent.click(option);
    await expect(args.onChoose).toHaveBeenCalledWith('Rafael Flores');
    await waitFor(() => expect(listbox()).toBeNull());
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('combobox', { name: 'Search' });
    await userEvent.type(field, 'ra');
    await findPopup('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(listbox()).toBeNull());
    await expect(field).toHaveFocus();
    await expect(field).toHaveValue('ra');
    // Typing again brings it back; the arrows do too.
    await userEvent.type(field, 'f');
    await findPopup('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(listbox()).toBeNull());
    await userEvent.keyboard('{ArrowDown}');
    await findPopup('listbox');
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

export const EnterWithoutChoiceSubmits: Story = {
  play: async ({ canvas, args }) => {
    const form = canvas.getByRole('search', { name: 'Site search' });
    const submitted = fn();
    form.addEventListener('submit', submitted);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search' }), 'ra');
    await findPopup('listbox');
    await userEvent.keyboard('{Enter}');
    await expect(submitted).toHaveBeenCalledTimes(1);
    await expect(args.onChoose).not.toHaveBeenCalled();
    await waitFor(() => expect(listbox()).toBeNull());
  },
};

export const HidesAfterBlur: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search' }), 'ra');
    await findPopup('listbox');
    await userEvent.tab();
    // Still there for the hide delay after the blur (so a click on an item lands), then gone.
    await expectToHoldFor(() => expect(listbox()).not.toBeNull(), SUGGEST_HIDE_DELAY_MS - 50);
    await waitFor(() => expect(listbox()).toBeNull());
  },
};

export const Recent: Story = {
  args: { recent: ['mechanical keyboard', 'Ñandú 東京', 'rtx 5060'] },
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('combobox', { name: 'Search' });
    await userEvent.click(field);
    const list = await findPopup('listbox', { name: 'Recent searches' });
    await expect(within(list).getByRole('group', { name: 'Recent searches' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('3 recent searches');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith('Ñandú 東京');
    await expect(field).toHaveValue('Ñandú 東京');
  },
};

export const ClearRecent: Story = {
  args: { recent: ['mechanical keyboard'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Search' }));
    await userEvent.click(await page().findByRole('option', { name: 'Clear recent searches' }));
    await expect(args.onClearRecent).toHaveBeenCalledTimes(1);
    await expect(args.onChoose).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Recent searches cleared');
  },
};

export const Loading: Story = {
  args: { loading: true, options: null },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search' }), 'ra');
    await expect(canvas.getByText('Loading suggestions')).toBeInTheDocument();
    // Nothing shows until an answer arrives.
    await expect(canvas.getByRole('combobox', { name: 'Search' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(page().queryAllByRole('option')).toHaveLength(0);
  },
};

export const NoSuggestions: Story = {
  args: { options: [] },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search' }), 'zzz');
    await expect(canvas.getByRole('status')).toHaveTextContent('No suggestions for “zzz”');
    await expect(listbox()).toBeNull();
  },
};

export const WithError: Story = {
  args: { error: 'Search query must be at least 3 characters long', initialValue: 'ra' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('combobox', { name: 'Search' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      'Search query must be at least 3 characters long',
    );
  },
};

const LONG: SuggestionOption[] = [
  {
    key: 'thread:1',
    label:
      'A very long thread title about choosing between two graphics cards for 1440p gaming and video editing on a budget in 2026',
    kind: 'thread',
  },
  { key: 'user:2', label: 'Ñandú Dela Cruz-Villanueva', kind: 'user' },
  { key: 'category:3', label: '東京 Tech Meetups 🎮', kind: 'category' },
  ...Array.from({ length: 7 }, (_, i) => ({
    key: `post:${i}`,
    label: `Post number ${i + 1} in a long list`,
    kind: 'post' as const,
  })),
];

export const LongAndUnicode: Story = {
  args: { options: LONG },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search' }), 'Ñandú');
    const list = await findPopup('listbox');
    await expect(within(list).getAllByRole('option')).toHaveLength(10);
    await expect(within(list).getByRole('option', { name: /Ñandú Dela Cruz/ })).toBeVisible();
    // At most 300 px high; the rest scrolls.
    await expect(list.getBoundingClientRect().height).toBeLessThanOrEqual(300);
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('combobox', { name: 'Search' });
    await userEvent.type(field, 'ra');
    const list = await findPopup('listbox');
    // As wide as the field, right under it.
    const box = field.getBoundingClientRect();
    await expect(Math.round(list.getBoundingClientRect().width)).toBe(Math.round(box.width));
    await expect(list.getBoundingClientRect().top).toBeGreaterThanOrEqual(box.bottom);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search' }), 'ra');
    await expect(await page().findAllByRole('option')).toHaveLength(5);
  },
};
