import { useEffect, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { useLocation, useNavigate } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios, seedState } from '@forum/mocks';
import {
  DEFAULT_EDITOR_LABELS as e,
  DRAFT_OWNER_FIELD,
  DRAFT_PREFIX,
  type ThreadFormState,
} from '@forum/forum-ui/design-system';
import { writingMessages as m, writingText as t } from '../messages.ts';
import { editorOf, selectText, typeInto } from '../../../test/editor.ts';
import {
  field,
  navigatedTo,
  toasts,
  type Canvas,
  findPopup,
  popupClosed,
} from '../../../test/queries.ts';
import { ThreadFormScreen } from './ThreadFormScreen.tsx';

const meta = {
  title: 'Screens/Writing/Thread form',
  component: ThreadFormScreen,
  parameters: {
    layout: 'fullscreen',
    session: 'user',
    router: { route: '/ThreadForm', path: '/ThreadForm' },
  },
} satisfies Meta<typeof ThreadFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Opens /ThreadForm the way a category page's New Thread does: with navigation state. */
function Arrived({ state, children }: { state: ThreadFormState; children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const arrived = location.state !== null;
  useEffect(() => {
    if (!arrived) void navigate(location.pathname, { replace: true, state });
  }, [arrived, location.pathname, navigate, state]);
  return arrived ? children : null;
}

/** The seeded data every story starts from (the same seed as the story backend). */
const seeded = seedState();
const categoryId = (slug: string) => seeded.categories.find((c) => c.slug === slug)!.id;
const userId = seeded.users.find((u) => u.email === 'user@example.com')!.id;

const GAMING_SUPPORT: ThreadFormState = {
  category: { id: categoryId('gaming-support'), slug: 'gaming-support', title: 'Gaming Support' },
  returnTo: '/Forum/gaming-support',
};

/**
 * The writing area, once its lazy chunk has loaded (the first story to open it waits for Slate
 * and the editor to be fetched, hence the longer wait).
 */
const findEditor = (canvas: Canvas) =>
  canvas.findByRole('combobox', { name: t.content }, { timeout: 15_000 });

const categoryButton = (canvas: Canvas) =>
  canvas.getByRole('button', { name: new RegExp(`^${t.category}`) });

/** Chooses a board in the picker (opening it first when asked). */
async function chooseBoard(canvas: Canvas, main: string, board: string, open = true) {
  if (open) await userEvent.click(categoryButton(canvas));
  const picker = within(await findPopup('dialog', { name: t.pickerTitle }));
  const section = await picker.findByRole('button', { name: new RegExp(`^${main}`) });
  if (section.getAttribute('aria-expanded') !== 'true') await userEvent.click(section);
  await userEvent.click(picker.getByRole('button', { name: new RegExp(`^${board}`) }));
  await popupClosed('dialog');
}

/** Fills the whole form with a valid thread. */
async function fillThread(canvas: Canvas, text = 'My router keeps dropping the connection.') {
  await chooseBoard(canvas, 'Tech Support', 'Internet & ISP');
  await userEvent.type(field(canvas, t.title), '  Fibre drops every night  ');
  await typeInto(await findEditor(canvas), text);
}

const createTopic = (canvas: Canvas) => canvas.getByRole('button', { name: t.createTopic });

/** The member's stored draft (localStorage, one per member), parsed. */
function storedDraft(): Record<string, unknown> | null {
  // The draft itself, not the mark that sends it again after a login (`…:resend`).
  const key = Object.keys(localStorage).find(
    (name) => name.startsWith(`${DRAFT_PREFIX}thread-form:`) && !name.endsWith(':resend'),
  );
  return key ? (JSON.parse(localStorage.getItem(key)!) as Record<string, unknown>) : null;
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.pageTitle })).toBeVisible();
    await expect(canvas.getByRole('form', { name: t.pageTitle })).toBeVisible();
    const category = categoryButton(canvas);
    await expect(category).toHaveAccessibleName(`${t.category} ${t.chooseCategory}`);
    await expect(category).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(field(canvas, t.title)).toHaveValue('');
    const editor = await findEditor(canvas);
    await expect(editor).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByRole('toolbar', { name: e.toolbar })).toBeVisible();
    await expect(createTopic(canvas)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.cancel })).toHaveAttribute('href', '/Forum');
    await expect(canvas.queryByRole('button', { name: t.discardDraft })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.slow('get', '/categories', 'infinite')] } },
  play: async ({ canvas }) => {
    await userEvent.click(categoryButton(canvas));
    const picker = await findPopup('dialog', { name: t.pickerTitle });
    await expect(within(picker).getByRole('status')).toHaveTextContent(t.loadingCategories);
  },
};

export const Error: Story = {
  // The failure comes after the dialog has opened (on its loading state, × focused), every run.
  parameters: {
    msw: {
      handlers: [
        scenarios.slow('get', '/categories', 800),
        scenarios.serverError('get', '/categories'),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(categoryButton(canvas));
    const picker = await findPopup('dialog', { name: t.pickerTitle });
    await expect(await within(picker).findByText(m.categoriesFailed)).toBeVisible();
    const retry = within(picker).getByRole('button', { name: t.retry });
    await expect(retry).toBeVisible();
    // Focus moves from × to Retry (CategoryPicker's Error story: failed before it opened).
    await waitFor(() => expect(retry).toHaveFocus());
  },
};

export const PickerExpanded: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(categoryButton(canvas));
    const picker = within(await findPopup('dialog', { name: t.pickerTitle }));
    const gaming = await picker.findByRole('button', { name: /^Gaming/ });
    await expect(gaming).toHaveTextContent('PC, console and mobile gaming.');
    await expect(gaming).toHaveTextContent(/\d+(\.\d)?K? threads?/);
    // Unapproved (Crypto & Web3) and archived (Retro Computing) categories are not offered.
    await expect(picker.queryByRole('button', { name: /^Crypto/ })).toBeNull();
    await expect(picker.queryByRole('button', { name: /^Retro/ })).toBeNull();
    await userEvent.click(gaming);
    const boards = picker.getByRole('list', { name: t.boardsOf('Gaming') });
    await expect(within(boards).getByRole('button', { name: /^Esports PH/ })).toBeVisible();
  },
};

export const SelectCategoryMessage: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(createTopic(canvas));
    await expect(await toasts().findByText(m.selectCategory)).toBeVisible();
    // The message also opens the picker.
    const picker = await findPopup('dialog', { name: t.pickerTitle });
    await expect(picker).toBeVisible();
    await chooseBoard(canvas, 'Gaming', 'PC Gaming', false);
    await expect(categoryButton(canvas)).toHaveAccessibleName(`${t.category} PC Gaming`);
    await expect(categoryButton(canvas)).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(categoryButton(canvas)).toHaveFocus());
  },
};

export const SelectCategoryMessageAfterClosing: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(createTopic(canvas));
    await findPopup('dialog', { name: t.pickerTitle });
    await userEvent.keyboard('{Escape}');
    await popupClosed('dialog');
    const category = categoryButton(canvas);
    await expect(category).toHaveAttribute('aria-invalid', 'true');
    await expect(category).toHaveAccessibleDescription(m.selectCategory);
    await waitFor(() => expect(category).toHaveFocus());
  },
};

export const EnterTitleMessage: Story = {
  play: async ({ canvas }) => {
    await chooseBoard(canvas, 'Gaming', 'PC Gaming');
    await userEvent.type(field(canvas, t.title), '   ');
    await userEvent.click(createTopic(canvas));
    const title = field(canvas, t.title);
    await waitFor(() => expect(title).toHaveAccessibleDescription(new RegExp(`^${m.enterTitle}`)));
    await waitFor(() => expect(title).toHaveFocus());
    await expect(await toasts().findByText(m.enterTitle)).toBeVisible();
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

export const EnterContentMessage: Story = {
  play: async ({ canvas }) => {
    await chooseBoard(canvas, 'Gaming', 'PC Gaming');
    await userEvent.type(field(canvas, t.title), 'Best budget GPU?');
    await userEvent.click(createTopic(canvas));
    const editor = await findEditor(canvas);
    await waitFor(() =>
      expect(editor).toHaveAccessibleDescription(new RegExp(`^${m.enterContent}`)),
    );
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(editor).toHaveFocus());
    await expect(await toasts().findByText(m.enterContent)).toBeVisible();
  },
};

export const ContentTooShortMessage: Story = {
  play: async ({ canvas }) => {
    await chooseBoard(canvas, 'Gaming', 'PC Gaming');
    await userEvent.type(field(canvas, t.title), 'Best budget GPU?');
    const editor = await findEditor(canvas);
    // Bold text: markup does not count, nine characters of text are too few.
    await typeInto(editor, '{Control>}b{/Control}123456789');
    await userEvent.click(createTopic(canvas));
    await waitFor(() =>
      expect(editor).toHaveAccessibleDescription(new RegExp(`^${m.contentTooShort}`)),
    );
    await expect(await toasts().findByText(m.contentTooShort)).toBeVisible();
  },
};

export const ArrivedWithCategory: Story = {
  render: () => (
    <Arrived state={GAMING_SUPPORT}>
      <ThreadFormScreen />
    </Arrived>
  ),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(categoryButton(canvas)).toHaveAccessibleName(`${t.category} Gaming Support`),
    );
    await expect(canvas.getByRole('link', { name: t.cancel })).toHaveAttribute(
      'href',
      '/Forum/gaming-support',
    );
  },
};

/** The editor's dialogs are forms of their own: inserting a link does not send the thread. */
export const LinkInsertedInsideTheForm: Story = {
  play: async ({ canvas }) => {
    await fillThread(canvas, 'Read the setup guide first.');
    const editor = await findEditor(canvas);
    await selectText(editor, 'guide');
    await userEvent.click(canvas.getByRole('button', { name: e.link }));
    const dialog = await findPopup('dialog', { name: e.insertLinkTitle });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: e.linkUrl }),
      'https://example.com/guide',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: e.insertLink }));
    await popupClosed('dialog');
    await expect(within(editor).getByRole('link', { name: 'guide' })).toBeVisible();
    await expect(createTopic(canvas)).not.toHaveAttribute('aria-busy');
    await expect(canvas.queryByRole('status', { name: 'Navigated to' })).toBeNull();
  },
};

export const CreatedPendingApproval: Story = {
  play: async ({ canvas }) => {
    await fillThread(canvas);
    await waitFor(() => expect(storedDraft()).not.toBeNull());
    await userEvent.click(createTopic(canvas));
    await expect(await navigatedTo(canvas)).toHaveTextContent(/^\/pending-approval$/);
    await expect(
      await toasts().findByText('Thread created successfully and is pending approval.'),
    ).toBeVisible();
    await expect(storedDraft()).toBeNull();
  },
};

export const CreatedAsStaff: Story = {
  parameters: { session: 'admin' },
  play: async ({ canvas }) => {
    await fillThread(canvas);
    await userEvent.click(createTopic(canvas));
    await expect(await navigatedTo(canvas)).toHaveTextContent(
      /^\/thread\/fibre-drops-every-night-\d+$/,
    );
  },
};

export const CreatedWithoutSlug: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/v1/threads', () =>
          HttpResponse.json({ message: 'Thread created.', data: {} }, { status: 201 }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await fillThread(canvas);
    await userEvent.click(createTopic(canvas));
    await expect(await navigatedTo(canvas)).toHaveTextContent(/^\/Forum$/);
  },
};

export const Creating: Story = {
  parameters: { msw: { handlers: [scenarios.slow('post', '/threads', 'infinite')] } },
  play: async ({ canvas }) => {
    await fillThread(canvas);
    await userEvent.click(createTopic(canvas));
    const busy = await canvas.findByRole('button', { name: t.creating });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('form', { name: t.pageTitle })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The answer to POST /threads waits for the play function to release it. */
let release = () => {};
let createCalls = 0;

export const OneRequestAtATime: Story = {
  beforeEach({ msw }) {
    createCalls = 0;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    msw.use(
      http.post('*/api/v1/threads', async () => {
        createCalls += 1;
        await answered;
        return HttpResponse.json(
          {
            message: `Thread created successfully and is pending approval. (${createCalls})`,
            data: {},
          },
          { status: 201 },
        );
      }),
    );
  },
  play: async ({ canvas }) => {
    await fillThread(canvas);
    const button = createTopic(canvas);
    await userEvent.click(button);
    await expect(await canvas.findByRole('button', { name: t.creating })).toBe(button);
    // While it is being sent: a second click and Enter send nothing more.
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(createCalls).toBe(1));
    release();
    await expect(
      await toasts().findByText('Thread created successfully and is pending approval. (1)'),
    ).toBeVisible();
    await expect(await navigatedTo(canvas)).toHaveTextContent('/pending-approval');
    await expect(createCalls).toBe(1);
  },
};

export const Unauthenticated401: Story = {
  parameters: { msw: { handlers: [scenarios.unauthenticated('post', '/threads')] } },
  render: () => (
    <Arrived state={GAMING_SUPPORT}>
      <ThreadFormScreen />
    </Arrived>
  ),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(categoryButton(canvas)).toHaveAccessibleName(`${t.category} Gaming Support`),
    );
    await userEvent.type(field(canvas, t.title), 'Kept through login');
    await typeInto(await findEditor(canvas), 'This text must survive a login.');
    await userEvent.click(createTopic(canvas));
    await expect(await toasts().findByText(m.authenticationFailed)).toBeVisible();
    await expect(await navigatedTo(canvas)).toHaveTextContent(/^\/login$/);
    // The draft is kept for when the member is back.
    const draft = storedDraft();
    await expect(draft).toMatchObject({
      title: 'Kept through login',
      category: { slug: 'gaming-support' },
    });
    await expect(JSON.stringify(draft?.content)).toContain('This text must survive a login.');
    // …and marked to be sent once, on its own, when the form is back after the login.
    await expect(Object.keys(localStorage).some((name) => name.endsWith(':resend'))).toBe(true);
  },
};

export const Validation422: Story = {
  parameters: {
    msw: {
      handlers: [
        scenarios.validation('post', '/threads', {
          title: ['The title has already been taken.'],
          category_id: ['The selected category id is invalid.'],
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await fillThread(canvas);
    await userEvent.click(createTopic(canvas));
    await expect(
      await toasts().findByText('title: The title has already been taken.'),
    ).toBeVisible();
    await expect(
      await toasts().findByText('category_id: The selected category id is invalid.'),
    ).toBeVisible();
    await expect(field(canvas, t.title)).toHaveAccessibleDescription(
      new RegExp('^The title has already been taken.'),
    );
    await expect(field(canvas, t.title)).toHaveValue('  Fibre drops every night  ');
  },
};

export const Validation422WithoutMap: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/v1/threads', () =>
          HttpResponse.json({ message: 'The given data was invalid.' }, { status: 422 }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await fillThread(canvas);
    await userEvent.click(createTopic(canvas));
    await expect(await toasts().findByText(m.checkInput)).toBeVisible();
    await expect(canvas.getByRole('form', { name: t.pageTitle })).toHaveAccessibleDescription(
      m.checkInput,
    );
  },
};

export const ServerMessage: Story = {
  parameters: {
    msw: {
      handlers: [
        scenarios.forbidden(
          'post',
          '/threads',
          'Your account is suspended until December 1, 2026.',
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await fillThread(canvas);
    await userEvent.click(createTopic(canvas));
    await expect(
      await toasts().findByText('Your account is suspended until December 1, 2026.'),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [scenarios.serverError('post', '/threads')] } },
  play: async ({ canvas }) => {
    await fillThread(canvas);
    await userEvent.click(createTopic(canvas));
    await expect(await toasts().findByText(m.createFailed)).toBeVisible();
    await expect(canvas.getByRole('form', { name: t.pageTitle })).toHaveAccessibleDescription(
      m.createFailed,
    );
    await expect(canvas.queryByRole('status', { name: 'Navigated to' })).toBeNull();
  },
};

export const DraftSaved: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(field(canvas, t.title), 'Draft title');
    await expect(await canvas.findByText(/^Draft saved at \d{1,2}:\d{2}\s?[AP]M$/)).toBeVisible();
    await expect(storedDraft()).toMatchObject({ title: 'Draft title' });
    await expect(canvas.getByRole('button', { name: t.discardDraft })).toBeVisible();
  },
};

export const DraftRestoredAndDiscarded: Story = {
  beforeEach: () => {
    localStorage.setItem(
      `${DRAFT_PREFIX}thread-form:${userId}`,
      JSON.stringify({
        category: { id: categoryId('pc-gaming'), slug: 'pc-gaming', title: 'PC Gaming' },
        title: 'Restored title',
        content: [{ type: 'paragraph', children: [{ text: 'Restored body text' }] }],
        [DRAFT_OWNER_FIELD]: userId,
      }),
    );
  },
  play: async ({ canvas }) => {
    const editor = await findEditor(canvas);
    await expect(editor).toHaveTextContent('Restored body text');
    await expect(field(canvas, t.title)).toHaveValue('Restored title');
    await expect(categoryButton(canvas)).toHaveAccessibleName(`${t.category} PC Gaming`);
    await expect(canvas.getByText(t.draftRestored)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.discardDraft }));
    const confirm = await findPopup('alertdialog', { name: t.discardTitle });
    // Asked first: keeping it changes nothing.
    await userEvent.click(within(confirm).getByRole('button', { name: t.keepDraft }));
    await expect(field(canvas, t.title)).toHaveValue('Restored title');
    await userEvent.click(canvas.getByRole('button', { name: t.discardDraft }));
    await userEvent.click(
      within(await findPopup('alertdialog')).getByRole('button', {
        name: t.discardConfirm,
      }),
    );
    await waitFor(() => expect(field(canvas, t.title)).toHaveValue(''));
    await waitFor(() => expect(editor).not.toHaveTextContent('Restored body text'));
    await expect(categoryButton(canvas)).toHaveAccessibleName(`${t.category} ${t.chooseCategory}`);
    await expect(await toasts().findByText(t.draftDiscarded)).toBeVisible();
    await expect(storedDraft()).toBeNull();
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas }) => {
    await findEditor(canvas);
    await userEvent.tab();
    await expect(categoryButton(canvas)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const picker = within(await findPopup('dialog', { name: t.pickerTitle }));
    // Focus starts on the first main category; Enter opens its boards, Tab reaches the first.
    const [first] = await picker.findAllByRole('button', { expanded: false });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const boards = document.getElementById(first!.getAttribute('aria-controls')!)!;
    const [board] = within(boards).getAllByRole('button');
    await userEvent.tab();
    await expect(board).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(categoryButton(canvas)).toHaveFocus());
    // The button now names the board chosen (its row starts with the board's title).
    await expect(categoryButton(canvas)).not.toHaveAccessibleName(
      `${t.category} ${t.chooseCategory}`,
    );
    const chosen = categoryButton(canvas).textContent!.replace('▾', '').trim();
    await expect(board!.textContent!.startsWith(chosen)).toBe(true);
    await userEvent.tab();
    await expect(field(canvas, t.title)).toHaveFocus();
    await userEvent.keyboard('Hello from the keyboard');
    await userEvent.tab(); // the toolbar: one stop
    await expect(canvas.getByRole('button', { name: e.bold })).toHaveFocus();
    await userEvent.tab();
    const editor = editorOf(canvas, t.content);
    await expect(editor).toHaveFocus();
    await userEvent.keyboard('Typed without a mouse, all of it.');
    await userEvent.tab(); // Show preview
    await userEvent.tab();
    await expect(createTopic(canvas)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await navigatedTo(canvas)).toHaveTextContent(/^\/pending-approval$/);
  },
};

/** Opened by keyboard before the categories arrive: focus moves to the first one when they do. */
export const KeyboardWhileLoading: Story = {
  parameters: { msw: { handlers: [scenarios.slow('get', '/categories', 1500)] } },
  play: async ({ canvas }) => {
    categoryButton(canvas).focus();
    await userEvent.keyboard('{Enter}');
    const picker = within(await findPopup('dialog', { name: t.pickerTitle }));
    await expect(picker.getByRole('status')).toHaveTextContent(t.loadingCategories);
    const [first] = await picker.findAllByRole('button', { expanded: false }, { timeout: 5000 });
    await waitFor(() => expect(first).toHaveFocus());
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await findEditor(canvas)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth + 1,
    );
    await userEvent.click(createTopic(canvas));
    const picker = within(await findPopup('dialog', { name: t.pickerTitle }));
    // Focus moves to the first main category once the categories have loaded.
    const [first] = await picker.findAllByRole('button', { expanded: false });
    await waitFor(() => expect(first).toHaveFocus());
  },
};

export const LongAndUnicode: Story = {
  render: () => (
    <Arrived
      state={{
        category: {
          id: categoryId('internet-isp'),
          slug: 'internet-isp',
          title: 'Internet & ISP — fibre, 5G at LTE sa buong Pilipinas 🇵🇭',
        },
        returnTo: '/Forum/internet-isp',
      }}
    >
      <ThreadFormScreen />
    </Arrived>
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(categoryButton(canvas)).toHaveTextContent('🇵🇭'));
    await userEvent.type(field(canvas, t.title), 'Mabilis ba ang fibre ninyo? 你好 🎮 '.repeat(4));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth + 1,
    );
  },
};
