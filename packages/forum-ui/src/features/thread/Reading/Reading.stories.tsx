import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loadReadingStore, type ReadingOwner } from '@forum/api';
import { SEED_NOW } from '@forum/mocks';
import { threadToolText as t } from '../StaffTools/messages.ts';
import type { Canvas } from '../../../test/queries.ts';
import { ThreadScreen } from '../Thread/ThreadScreen.tsx';
import { fixturePost, fixtureThread, serveThread } from '../Thread/stories/threadFixtures.ts';
import { NEW_SINCE } from './Reading.css.ts';

/**
 * Where the reader left off, on the thread page: a thread of 24 replies whose last visit on
 * this device (kept in IndexedDB before the story renders) read to reply 10 and saw 20, so that
 * replies 21 to 24 are new.
 */
const NAMES = ['Ana', 'Ben', 'Cora', 'Dan', 'Eli', 'Fe', 'Gio', 'Hana'];
const REPLIES = Array.from({ length: 24 }, (_, i) =>
  fixturePost(
    `${NAMES[i % NAMES.length]} ${i + 1}`,
    `<p>Reply number ${i + 1}: the RX 7600 against the RTX 4060, at ₱17,000.</p>`,
  ),
);
const reply = (n: number) => REPLIES[n - 1]!;

/**
 * The story's own thread (its own id: a story's last writes, made as it closes, never reach the
 * next one's), and the last visit of `owner` to it: read to `readTo`, with `seen` replies then.
 */
const visited = (
  threadId: number,
  {
    owner = 'guest',
    readTo = 10,
    seen = 20,
    hash = '',
  }: Partial<{
    owner: ReadingOwner;
    readTo: number;
    seen: number;
    hash: string;
  }> = {},
) => ({
  args: { idOrSlug: String(threadId) },
  parameters: {
    router: { route: `/threads/${threadId}${hash}`, path: '/threads/:idOrSlug' },
    msw: { handlers: serveThread(fixtureThread({ id: threadId }, REPLIES)) },
  },
  beforeEach: async () => {
    const { readingStore } = await loadReadingStore();
    await readingStore().put({
      owner,
      threadId,
      lastReadId: reply(readTo).id,
      lastReadOrdinal: readTo,
      seenCount: seen,
      newestId: reply(seen).id,
      seenAt: Date.parse(SEED_NOW) - 86_400_000,
    });
  },
});

const meta = {
  title: 'Screens/Thread/Where you left off',
  component: ThreadScreen,
  args: { idOrSlug: '9100' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ThreadScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const continueBar = (canvas: Canvas) =>
  canvas.findByRole('group', { name: t.continueLabel }, { timeout: 5000 });
const articleOf = (canvas: Canvas, n: number) =>
  canvas.findByRole(
    'article',
    { name: `Reply by ${NAMES[(n - 1) % NAMES.length]} ${n}, level 1` },
    { timeout: 5000 },
  );

/**
 * Read part way: the page offers "Continue where you left off (reply 10 of 24)"; pressing it
 * brings reply 10 into view and focuses it, and the offer goes.
 */
export const ContinueWhereYouLeftOff: Story = {
  ...visited(9101),
  play: async ({ canvas }) => {
    const bar = await continueBar(canvas);
    const resume = within(bar).getByRole('button', { name: t.continueReading('10', '24') });
    await expect(within(bar).getByRole('button', { name: t.continueDismiss })).toBeVisible();
    await userEvent.click(resume);
    const tenth = await articleOf(canvas, 10);
    await waitFor(() => expect(tenth.contains(document.activeElement)).toBe(true));
    await expect(canvas.queryByRole('group', { name: t.continueLabel })).toBeNull();
  },
};

/** "Not now" closes the offer and leaves the reader where they are. */
export const ContinueDismissed: Story = {
  ...visited(9102),
  play: async ({ canvas }) => {
    const bar = await continueBar(canvas);
    await userEvent.click(within(bar).getByRole('button', { name: t.continueDismiss }));
    await expect(canvas.queryByRole('group', { name: t.continueLabel })).toBeNull();
  },
};

/**
 * The replies posted since the last visit: the first of them (21) carries the line "New since
 * your last visit", no other does, and the position control says "4 new" and scrolls to it.
 */
export const NewSinceYourLastVisit: Story = {
  ...visited(9103),
  play: async ({ canvas }) => {
    const first = await articleOf(canvas, 21);
    await waitFor(() => expect(first).toHaveAttribute(NEW_SINCE, t.newSinceVisit));
    await expect(document.querySelectorAll(`[${NEW_SINCE}]`)).toHaveLength(1);
    const jump = await canvas.findByRole(
      'button',
      { name: `${t.newSinceCount('4')}${t.newSinceJump(4)}` },
      { timeout: 5000 },
    );
    await userEvent.click(jump);
    // It scrolls the first new reply into view (a jump of the position control keeps focus).
    await waitFor(() => {
      const box = first.getBoundingClientRect();
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.top).toBeLessThan(window.innerHeight);
    });
    await expect(jump).toHaveFocus();
  },
};

/** A link to a reply wins: no offer to continue, the page goes to the reply it names. */
export const LinkToAReplyWins: Story = {
  ...visited(9104, { hash: `#post-${reply(3).id}` }),
  play: async ({ canvas }) => {
    await articleOf(canvas, 21);
    await waitFor(async () =>
      expect((await articleOf(canvas, 21)).hasAttribute(NEW_SINCE)).toBe(true),
    );
    await expect(canvas.queryByRole('group', { name: t.continueLabel })).toBeNull();
  },
};

/** Read to the end last time: nothing to continue, nothing new. */
export const ReadToTheEnd: Story = {
  ...visited(9105, { readTo: 24, seen: 24 }),
  play: async ({ canvas }) => {
    await articleOf(canvas, 24);
    // The visit's own tools have loaded (its first write is done) and found nothing to offer.
    await canvas.findByRole('group', { name: t.positionLabel }, { timeout: 5000 });
    await expect(canvas.queryByRole('group', { name: t.continueLabel })).toBeNull();
    await expect(document.querySelectorAll(`[${NEW_SINCE}]`)).toHaveLength(0);
  },
};

/**
 * A member signed in on a phone the guest read on: the guest's place is not theirs, so the page
 * offers nothing and marks nothing (positions belong to whoever read).
 */
export const AnotherReadersPlace: Story = {
  ...visited(9106),
  parameters: { ...visited(9106).parameters, session: 'user' },
  play: async ({ canvas }) => {
    await articleOf(canvas, 21);
    await canvas.findByRole('group', { name: t.positionLabel }, { timeout: 5000 });
    await expect(canvas.queryByRole('group', { name: t.continueLabel })).toBeNull();
    await expect(document.querySelectorAll(`[${NEW_SINCE}]`)).toHaveLength(0);
  },
};

/** At phone width the offer sits over the foot of the page, within the screen. */
export const Phone: Story = {
  ...visited(9107),
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const bar = await continueBar(canvas);
    const box = bar.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};
