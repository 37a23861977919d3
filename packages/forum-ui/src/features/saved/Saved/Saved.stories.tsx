import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAVED_COPY_ATTRIBUTE, type SavedItem } from '@forum/api';
import { saveRefusalText } from '../../../connected/saving.ts';
import { savedText as t } from '../messages.ts';
import { SavedScreen } from './SavedScreen.tsx';
import { SavedView } from './SavedView.tsx';
import { SaveBoardView } from './SaveBoard.tsx';

/** Saved copies as the Saved page lists them: a board with its threads, and a long one. */
const ITEMS: SavedItem[] = [
  {
    kind: 'board',
    path: '/Forum/pc-building',
    title: 'PC Building',
    savedAt: Date.parse('2026-11-30T21:40:00Z'),
    bytes: 48_200,
    threads: 15,
    urls: [],
  },
  {
    kind: 'thread',
    path: '/threads/12',
    title: 'Ryzen 7 9700X temps under load: normal?',
    savedAt: Date.parse('2026-11-30T21:41:00Z'),
    bytes: 182_400,
    urls: [],
  },
  {
    kind: 'thread',
    path: '/threads/4',
    title: 'Paano mag-flash ng BIOS sa B650 — 步骤 和 注意事项 🧰 '.repeat(4).trim(),
    savedAt: Date.parse('2026-11-29T08:05:00Z'),
    bytes: 1_284_000,
    urls: [],
  },
];

const meta = {
  title: 'Screens/Saved/Saved page',
  component: SavedView,
  args: {
    status: 'ready',
    items: ITEMS,
    onRemove: fn(async () => undefined),
    onRemoveAll: fn(async () => undefined),
    onRetry: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SavedView>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: t.listLabel });

/** A few items (a board and threads), each with its kind, age and size, to open or remove. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t.pageTitle })).toBeVisible();
    const items = within(list(canvasElement)).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'PC Building' })).toHaveAttribute(
      'href',
      '/Forum/pc-building',
    );
    await expect(items[0]).toHaveTextContent(t.kindBoard(15));
    await expect(items[1]).toHaveTextContent('182.4 kB');
    await expect(canvas.getByText(t.total(3, '1.5 MB'))).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', {
        name: t.removeLabel('Ryzen 7 9700X temps under load: normal?'),
      }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(ITEMS[1]);
  },
};

/** Nothing saved: what to do, and a way to the boards. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t.emptyTitle })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.browseForums })).toHaveAttribute(
      'href',
      '/Forums',
    );
  },
};

/** Reading the device's caches. */
export const Loading: Story = {
  args: { status: 'loading', items: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: t.listLabel })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: t.emptyTitle })).toBeNull();
  },
};

/** The caches could not be read. */
export const Error: Story = {
  args: { status: 'error', items: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.loadFailed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** No Cache Storage in this browser. */
export const Unsupported: Story = {
  args: { status: 'unsupported', items: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: t.unsupported })).toBeVisible();
  },
};

/** Offline: everything listed still opens. */
export const Offline: Story = {
  args: { offline: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.offlineNote)).toBeVisible();
  },
};

/**
 * The screen itself on a page the service worker answered from its copy (its mark on `<html>`):
 * the browser still says online, as on a phone whose prepaid data ran out, and the page says
 * offline.
 */
export const OpenedFromSavedCopy: Story = {
  render: () => <SavedScreen />,
  beforeEach() {
    document.documentElement.setAttribute(SAVED_COPY_ATTRIBUTE, '1764326520000');
    return () => document.documentElement.removeAttribute(SAVED_COPY_ATTRIBUTE);
  },
  play: async ({ canvasElement }) => {
    await expect(navigator.onLine).toBe(true);
    await expect(await within(canvasElement).findByText(t.offlineNote)).toBeVisible();
  },
};

/** The same screen on a page the network sent: no offline note. */
export const OpenedFromNetwork: Story = {
  render: () => <SavedScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 });
    await expect(canvas.queryByText(t.offlineNote)).not.toBeInTheDocument();
  },
};

/** The browser did not promise to keep the site's storage. */
export const StorageNotPersisted: Story = {
  args: { persisted: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.notPersisted)).toBeVisible();
  },
};

/** An item being removed, and the announcement of the one before. */
export const Removing: Story = {
  args: { removing: '/threads/12', announcement: t.removed('PC Building') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(t.removed('PC Building'));
    await expect(
      canvas.getByRole('button', {
        name: t.removeLabel('Ryzen 7 9700X temps under load: normal?'),
      }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** At phone width: long and unicode titles wrap, Remove stays reachable. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const removes = canvas.getAllByRole('button', { name: /^Remove "/ });
    await expect(removes).toHaveLength(3);
    for (const button of removes)
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(
        document.documentElement.clientWidth,
      );
  },
};

const board = {
  title: 'PC Building',
  onStart: fn(),
  onClose: fn(),
  onCancel: fn(),
};

/** "Save this board" says what it will download before it starts. */
export const BoardOffer: Story = {
  args: {
    boardSave: (
      <SaveBoardView
        {...board}
        state={{ stage: 'offer', threads: 15, bytes: 1_200_000, dataSaver: false }}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: t.boardTitle('PC Building') });
    await expect(within(panel).getByRole('status')).toHaveTextContent(t.boardOffer(15, '1.2 MB'));
    await userEvent.click(within(panel).getByRole('button', { name: t.boardStart(15) }));
    await expect(board.onStart).toHaveBeenCalled();
  },
};

/** With the data saver on, pictures are left out, and it says so. */
export const BoardOfferDataSaver: Story = {
  args: {
    boardSave: (
      <SaveBoardView
        {...board}
        state={{ stage: 'offer', threads: 15, bytes: 1_200_000, dataSaver: true }}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(new RegExp(t.boardNoImages))).toBeVisible();
  },
};

/** Saving in progress: how far, and Cancel. */
export const BoardSaving: Story = {
  args: {
    boardSave: (
      <SaveBoardView {...board} state={{ stage: 'saving', progress: { done: 4, total: 15 } }} />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: t.boardProgressLabel })).toHaveAttribute(
      'value',
      '4',
    );
    await expect(canvas.getByText(t.boardProgress(4, 15))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.cancel }));
    await expect(board.onCancel).toHaveBeenCalled();
  },
};

/** The device refused the space. */
export const BoardStorageRefused: Story = {
  args: {
    boardSave: (
      <SaveBoardView {...board} state={{ stage: 'refused', message: saveRefusalText.quota }} />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(saveRefusalText.quota)).toBeVisible();
  },
};

/** Done: how many threads it kept. */
export const BoardDone: Story = {
  args: { boardSave: <SaveBoardView {...board} state={{ stage: 'done', threads: 15 }} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.boardDone(15))).toBeVisible();
  },
};
