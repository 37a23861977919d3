import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { threadText as t } from '../messages.ts';
import { QuoteButton } from './QuoteButton.tsx';

/**
 * The Quote button that shows under text selected in a reply (the thread page's
 * QuoteSelectedText story shows it at work: the quote lands in the composer with its author).
 */
const meta = {
  title: 'Screens/Thread/Composer',
  component: QuoteButton,
  args: { top: 24, left: 24, author: 'Mark Mendoza', onQuote: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof QuoteButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named for the author whose words it quotes; a click quotes them. */
export const QuoteSelection: Story = {
  play: async ({ canvas, args }) => {
    const quote = canvas.getByRole('button', { name: t.quoteFrom('Mark Mendoza') });
    await expect(quote).toHaveTextContent(t.quote);
    await userEvent.click(quote);
    await expect(args.onQuote).toHaveBeenCalledOnce();
  },
};

/** A long, non-Latin author's name stays in the button's name, not its label. */
export const LongUnicodeAuthor: Story = {
  args: { author: 'Maria Clara de los Santos y Ibarra — 宮崎 さくら 🇵🇭' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', {
        name: t.quoteFrom('Maria Clara de los Santos y Ibarra — 宮崎 さくら 🇵🇭'),
      }),
    ).toHaveTextContent(t.quote);
  },
};

/** With the keyboard alone: Tab to it, Enter quotes. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.quoteFrom('Mark Mendoza') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onQuote).toHaveBeenCalledOnce();
  },
};
