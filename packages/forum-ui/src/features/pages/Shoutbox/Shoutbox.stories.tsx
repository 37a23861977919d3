import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useApiForm } from '../../../connected/apiForm.ts';
import { shoutboxText as t } from './shoutboxText.ts';
import { field, type Canvas } from '../../../test/queries.ts';
import { DEMO_AUTHORS, DEMO_TEXTS, seedShouts, SHOUT_MAX_LENGTH } from './shoutbox.ts';
import { ShoutboxScreen } from './ShoutboxScreen.tsx';
import { ShoutboxView, type ShoutboxViewProps } from './ShoutboxView.tsx';
import { expectToHoldFor } from '../../../test/waits.ts';

const NOW = Date.UTC(2025, 0, 15, 8, 0, 0);
const now = () => NOW;
const seeded = seedShouts(NOW);

const meta = {
  title: 'Screens/Pages/Shoutbox',
  component: ShoutboxScreen,
  // Fixed time; a draw of 0.99 never adds a demo message (30 percent chance means under 0.3).
  args: { now, random: () => 0.99 },
} satisfies Meta<typeof ShoutboxScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The view alone, with a form of the layer holding `text` (the screen sends; this does not). */
function ViewWithText({ text, ...props }: { text: string } & Omit<ShoutboxViewProps, 'form'>) {
  const form = useApiForm({ defaultValues: { text }, submit: fn(async () => undefined) });
  return <ShoutboxView {...props} form={form} />;
}

const messages = (canvas: Canvas) =>
  within(canvas.getByRole('log', { name: t.messagesLabel })).queryAllByRole('listitem');

/** Sets document.visibilityState and fires visibilitychange, as switching tabs does. */
function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(canvas.getByText(t.demoNotice)).toBeVisible();
    const log = canvas.getByRole('log', { name: t.messagesLabel });
    await expect(log).toHaveAttribute('aria-live', 'polite');
    await expect(messages(canvas).map((item) => item.textContent)).toEqual(
      seeded.map((shout) => expect.stringContaining(shout.text)),
    );
    await expect(within(log).getByText('42 minutes ago')).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.send })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const EnterSends: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(field(canvas, t.message), '  Hello from Cebu! 🌴  {Enter}');
    await waitFor(() => expect(messages(canvas)).toHaveLength(seeded.length + 1));
    const mine = messages(canvas).at(-1)!;
    await expect(mine).toHaveTextContent(t.you);
    await expect(mine).toHaveTextContent('Hello from Cebu! 🌴');
    await expect(mine).toHaveTextContent('just now');
    await expect(field(canvas, t.message)).toHaveValue('');
    await expect(field(canvas, t.message)).toHaveFocus();
  },
};

export const BlankIsNotSent: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(field(canvas, t.message), '    {Enter}');
    await expect(messages(canvas)).toHaveLength(seeded.length);
    await expect(canvas.getByRole('button', { name: t.send })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const DemoMessageArrives: Story = {
  // A tick every 50 ms instead of 30 s, and a draw of 0 (under 30 percent): a message each tick.
  args: { intervalMs: 50, random: () => 0 },
  play: async ({ canvas }) => {
    await waitFor(() => expect(messages(canvas).length).toBeGreaterThan(seeded.length));
    const arrived = messages(canvas)[seeded.length]!;
    await expect(arrived).toHaveTextContent(DEMO_AUTHORS[0]);
    await expect(arrived).toHaveTextContent(DEMO_TEXTS[0]);
  },
};

export const NoDemoMessageAboveThirtyPercent: Story = {
  args: { intervalMs: 20, random: () => 0.3 },
  play: async ({ canvas }) => {
    // 15 ticks: none adds a message.
    await expectToHoldFor(() => expect(messages(canvas)).toHaveLength(seeded.length), 300);
  },
};

export const StopsWhileHidden: Story = {
  args: { intervalMs: 40, random: () => 0 },
  play: async ({ canvas }) => {
    try {
      setVisibility('hidden');
      const count = messages(canvas).length;
      // 7 ticks' time: none runs while the page is hidden.
      await expectToHoldFor(() => expect(messages(canvas)).toHaveLength(count), 300);
      setVisibility('visible');
      await waitFor(() => expect(messages(canvas).length).toBeGreaterThan(count));
    } finally {
      setVisibility('visible');
    }
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    // The log first: focusable, so its messages can be scrolled with the arrow keys.
    await expect(canvas.getByRole('log', { name: t.messagesLabel })).toHaveFocus();
    await userEvent.tab();
    await expect(field(canvas, t.message)).toHaveFocus();
    await userEvent.keyboard('Kumusta!');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.send })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(messages(canvas).at(-1)).toHaveTextContent('Kumusta!'));
  },
};

export const LongAndUnicode: Story = {
  render: () => (
    <ViewWithText
      now={NOW}
      text={'ありがとう '.repeat(20)}
      shouts={[
        {
          id: '1',
          author: 'napakahabang_pangalan_ng_miyembro_'.repeat(3),
          text: 'Supercalifragilisticexpialidocious'.repeat(6),
          at: NOW - 90_000,
        },
        {
          id: '2',
          author: 'テスト',
          text: 'مرحبا بالجميع 👋 — 你好，大家好！',
          at: NOW - 3_600_000,
        },
        { id: '3', author: 'You', text: 'x'.repeat(SHOUT_MAX_LENGTH), at: NOW, own: true },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/你好/)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Empty: Story = {
  render: () => <ViewWithText shouts={[]} now={NOW} text="" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.empty)).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await userEvent.type(field(canvas, t.message), 'From my phone{Enter}');
    await waitFor(() => expect(messages(canvas).at(-1)).toHaveTextContent('From my phone'));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
