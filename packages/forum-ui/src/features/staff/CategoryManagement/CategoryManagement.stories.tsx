import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@forum/mocks';
import { categoryManagementMessages as m, categoryManagementText as t } from './messages.ts';
import { threadToolText } from '../../thread/index.ts';
import {
  findDialog,
  inDocument,
  toasts,
  type Canvas,
  findPopup,
  popupClosed,
} from '../../../test/queries.ts';
import { profileTab } from '../../../test/parameters.ts';
import { CategoryManagementScreen } from './CategoryManagementScreen.tsx';

const meta = {
  title: 'Screens/Staff/Category management',
  component: CategoryManagementScreen,
  parameters: profileTab('categories'),
} satisfies Meta<typeof CategoryManagementScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cards of the selected tab (36 seeded categories: 8 main, 28 sub, 2 inactive). */
const cards = async (canvas: Canvas, tab: string = t.tabs.all) =>
  within(
    await canvas.findByRole('group', { name: t.listLabel(tab) }, { timeout: 5000 }),
  ).getAllByRole('listitem');
const card = (canvas: Canvas, name: string) =>
  canvas.getByRole('heading', { name }).closest('li') as HTMLElement;
const pendingSection = (canvas: Canvas) => canvas.getByRole('region', { name: t.pendingLabel });
const input = (scope: Canvas, label: string) =>
  scope.getByLabelText(new RegExp(`^${label}\\*?$`), { selector: 'input, textarea' });
/** Opens the reject dialog of the pending 'Smart Home'. */
async function openReject(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await cards(canvas);
  const pending = within(pendingSection(canvas));
  await userEvent.click(await pending.findByRole('button', { name: t.rejectOf('Smart Home') }));
  return { canvas, pending, modal: within(await findDialog(t.rejectTitle('Smart Home'))) };
}
const countOf = (canvas: Canvas, label: string) =>
  canvas.getByRole('group', { name: new RegExp(`^${label}`) });

/** Every category (inactive ones too), the counts, the tabs and the two pending proposals. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await cards(canvas)).toHaveLength(36);
    expect(canvas.getByRole('heading', { level: 2, name: t.title })).toBeVisible();
    expect(countOf(canvas, t.counts.total)).toHaveTextContent('36');
    expect(countOf(canvas, t.counts.main)).toHaveTextContent('8');
    expect(countOf(canvas, t.counts.sub)).toHaveTextContent('28');
    expect(countOf(canvas, t.counts.inactive)).toHaveTextContent('2');
    expect(canvas.getByRole('tab', { name: 'All 36' })).toHaveAttribute('aria-selected', 'true');
    expect(canvas.getByRole('tab', { name: 'Main 8' })).toBeVisible();
    expect(canvas.getByRole('tab', { name: 'Sub 28' })).toBeVisible();

    const hardware = within(card(canvas, 'Hardware'));
    expect(hardware.getByText(t.active)).toBeVisible();
    expect(hardware.getByText('hardware')).toBeVisible();
    expect(hardware.getByText('5 subcategories')).toBeVisible();
    expect(hardware.getByText('119 threads')).toBeVisible();
    expect(hardware.getByText(t.colour('#14b8a6'))).toBeVisible();
    expect(hardware.getByRole('button', { name: t.editOf('Hardware') })).toBeVisible();
    expect(hardware.getByRole('button', { name: t.deleteOf('Hardware') })).toBeVisible();
    const retro = within(card(canvas, 'Retro Computing'));
    expect(retro.getByText(t.inactive)).toBeVisible();

    const pending = within(pendingSection(canvas));
    expect(await pending.findByRole('heading', { name: `${t.pendingTitle} (2)` })).toBeVisible();
    expect(pending.getAllByText(t.pending)).toHaveLength(2);
    expect(pending.getByRole('button', { name: t.approveOf('Crypto & Web3') })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.slow('get', '/categories', 'infinite')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByText(t.loading)).toBeVisible();
    expect(canvas.getByRole('button', { name: t.create })).toHaveAttribute('aria-disabled', 'true');
    expect(canvas.getByRole('tab', { name: t.tabs.all })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        scenarios.empty('get', '/categories'),
        scenarios.empty('get', '/admin/categories/pending'),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByRole('heading', { name: t.empty.all })).toBeVisible();
    expect(countOf(canvas, t.counts.total)).toHaveTextContent('0');
    expect(await within(pendingSection(canvas)).findByText(t.pendingEmpty)).toBeVisible();
    expect(canvas.getByRole('button', { name: t.create })).not.toHaveAttribute('aria-disabled');
  },
};

/** 'Failed to fetch categories', where the list would be and as a toast. */
export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.serverError('get', '/categories')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByText(m.fetchFailed)).toBeVisible();
    expect(await toasts().findByText(m.fetchFailed)).toBeVisible();
    expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(countOf(canvas, t.counts.total)).toHaveTextContent('-');
  },
};

/** The tab is in the URL: `?view=main` opens on the main categories. */
export const MainTab: Story = {
  parameters: {
    router: { route: '/UserProfile?tab=categories&view=main', path: '/UserProfile' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await cards(canvas, t.tabs.main)).toHaveLength(8);
    expect(canvas.getByRole('tab', { name: 'Main 8' })).toHaveAttribute('aria-selected', 'true');
    expect(canvas.queryByRole('heading', { name: 'PC Building' })).toBeNull();
  },
};

/** Arrow keys move between tabs (the choice goes into `?view=`, which MainTab reads). */
export const SubTabByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cards(canvas);
    canvas.getByRole('tab', { name: 'All 36' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(await cards(canvas, t.tabs.sub)).toHaveLength(28);
    expect(canvas.queryByRole('heading', { name: 'Hardware' })).toBeNull();
    expect(within(card(canvas, 'PC Building')).getByText('In Hardware')).toBeVisible();
  },
};

/** The create modal: empty title (Create disabled), no parent, #3b82f6, active; the slug follows the title. */
export const CreateDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cards(canvas);
    await userEvent.click(canvas.getByRole('button', { name: t.create }));
    const modal = within(await findDialog(t.createTitle));
    const submit = modal.getByRole('button', { name: t.createSubmit });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(modal.getByRole('combobox', { name: t.parentField })).toHaveTextContent(t.noParent);
    expect(input(modal, t.colorField)).toHaveValue('#3b82f6');
    expect(modal.getByRole('checkbox', { name: t.activeField })).toBeChecked();

    await userEvent.type(input(modal, t.titleField), '   ');
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.clear(input(modal, t.titleField));
    await userEvent.type(input(modal, t.titleField), 'Smart Home & IoT');
    expect(input(modal, t.slugField)).toHaveValue('smart-home-iot');
    expect(submit).not.toHaveAttribute('aria-disabled');

    // The slug stays editable; once it is the admin's own, the title no longer changes it.
    await userEvent.clear(input(modal, t.slugField));
    await userEvent.type(input(modal, t.slugField), 'iot');
    await userEvent.type(input(modal, t.titleField), ' Hub');
    expect(input(modal, t.slugField)).toHaveValue('iot');

    // The parent offers main categories only.
    await userEvent.click(modal.getByRole('combobox', { name: t.parentField }));
    const options = await inDocument().findAllByRole('option');
    expect(options.map((o) => o.textContent)).toContain('Hardware');
    expect(options.map((o) => o.textContent)).not.toContain('PC Building');
    expect(options).toHaveLength(9);
    await userEvent.keyboard('{Escape}');

    await userEvent.keyboard('{Escape}');
    await popupClosed('dialog');
    expect(canvas.getByRole('button', { name: t.create })).toHaveFocus();
  },
};

/** A new subcategory: it appears in the list and the counts, and the modal closes. */
export const Creates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cards(canvas);
    await userEvent.click(canvas.getByRole('button', { name: t.create }));
    const modal = within(await findDialog(t.createTitle));
    await userEvent.type(input(modal, t.titleField), 'Smart Home & IoT');
    await userEvent.type(input(modal, t.descriptionField), 'Speakers, lights, hubs.');
    await userEvent.click(modal.getByRole('combobox', { name: t.parentField }));
    const parents = await findPopup('listbox');
    await userEvent.click(within(parents).getByRole('option', { name: 'Hardware' }));
    await popupClosed('listbox');
    await userEvent.clear(input(modal, t.colorField));
    await userEvent.type(input(modal, t.colorField), '#10B981');
    await userEvent.click(modal.getByRole('checkbox', { name: t.activeField }));
    await userEvent.click(modal.getByRole('button', { name: t.createSubmit }));

    expect(await toasts().findByText(m.created)).toBeVisible();
    await popupClosed('dialog');
    await waitFor(() => expect(countOf(canvas, t.counts.total)).toHaveTextContent('37'));
    const created = within(card(canvas, 'Smart Home & IoT'));
    expect(created.getByText('smart-home-iot')).toBeVisible();
    expect(created.getByText('In Hardware')).toBeVisible();
    expect(created.getByText(t.inactive)).toBeVisible();
    expect(created.getByText(t.colour('#10b981'))).toBeVisible();
    expect(countOf(canvas, t.counts.inactive)).toHaveTextContent('3');
  },
};

/** While the create call runs the modal is busy: 'Creating...', nothing closes it. */
export const Creating: Story = {
  parameters: { msw: { handlers: [scenarios.slow('post', '/categories', 'infinite')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cards(canvas);
    await userEvent.click(canvas.getByRole('button', { name: t.create }));
    const modal = within(await findDialog(t.createTitle));
    await userEvent.type(input(modal, t.titleField), 'Wearables');
    await userEvent.click(modal.getByRole('button', { name: t.createSubmit }));
    const busy = await modal.findByRole('button', { name: t.creating });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(modal.getByRole('button', { name: t.cancel })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    expect(inDocument().getByRole('dialog', { name: t.createTitle })).toBeVisible();
  },
};

/** A refused create keeps the modal and what was typed, and says 'Failed to perform category action'. */
export const CreateFails: Story = {
  parameters: { msw: { handlers: [scenarios.serverError('post', '/categories')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cards(canvas);
    await userEvent.click(canvas.getByRole('button', { name: t.create }));
    const modal = within(await findDialog(t.createTitle));
    await userEvent.type(input(modal, t.titleField), 'Wearables');
    await userEvent.click(modal.getByRole('button', { name: t.createSubmit }));
    expect(await toasts().findByText(m.actionFailed)).toBeVisible();
    expect(input(modal, t.titleField)).toHaveValue('Wearables');
    expect(countOf(canvas, t.counts.total)).toHaveTextContent('36');
  },
};

/** The server's message: a slug already taken is shown next to the slug. */
export const SlugTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cards(canvas);
    await userEvent.click(canvas.getByRole('button', { name: t.create }));
    const modal = within(await findDialog(t.createTitle));
    await userEvent.type(input(modal, t.titleField), 'Gaming');
    await userEvent.click(modal.getByRole('button', { name: t.createSubmit }));
    await waitFor(() =>
      expect(input(modal, t.slugField)).toHaveAccessibleDescription(
        /The slug has already been taken\./,
      ),
    );
    expect(input(modal, t.slugField)).toHaveFocus();
  },
};

/** Edit: the modal holds the category; a new title keeps the slug; the card changes. */
export const Edits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cards(canvas);
    await userEvent.click(canvas.getByRole('button', { name: t.editOf('PC Building') }));
    const modal = within(await findDialog(t.editTitle));
    expect(input(modal, t.titleField)).toHaveValue('PC Building');
    expect(input(modal, t.slugField)).toHaveValue('pc-building');
    expect(modal.getByRole('combobox', { name: t.parentField })).toHaveTextContent('Hardware');
    await userEvent.clear(input(modal, t.titleField));
    expect(modal.getByRole('button', { name: t.save })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(input(modal, t.titleField), 'PC Building & Modding');
    expect(input(modal, t.slugField)).toHaveValue('pc-building');
    await userEvent.click(modal.getByRole('button', { name: t.save }));
    expect(await toasts().findByText(m.updated)).toBeVisible();
    expect(await canvas.findByRole('heading', { name: 'PC Building & Modding' })).toBeVisible();
  },
};

/** Delete asks first and says that subcategories and threads go too; then the card is gone. */
export const Deletes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cards(canvas);
    await userEvent.click(canvas.getByRole('button', { name: t.deleteOf('Tech News') }));
    const confirm = await findPopup('alertdialog', {
      name: t.deleteTitle('Tech News'),
    });
    expect(confirm).toHaveAccessibleDescription(t.deleteMessage(3));
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(confirm).getByRole('button', { name: t.deleteConfirm }));
    expect(await toasts().findByText(m.deleted)).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Tech News' })).toBeNull());
    expect(canvas.queryByRole('heading', { name: 'Tech Events' })).toBeNull();
    expect(countOf(canvas, t.counts.total)).toHaveTextContent('32');
  },
};

export const Deleting: Story = {
  parameters: {
    msw: { handlers: [scenarios.slow('delete', '/categories/id/{id}', 'infinite')] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cards(canvas);
    await userEvent.click(canvas.getByRole('button', { name: t.deleteOf('PC Building') }));
    const confirm = within(await findPopup('alertdialog', { name: t.deleteTitle('PC Building') }));
    expect(confirm.getByText(t.deleteMessage(0))).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: t.deleteConfirm }));
    expect(await confirm.findByRole('button', { name: t.deleting })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(confirm.getByRole('button', { name: 'Cancel' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** A refused delete keeps the category and shows the server's message. */
export const DeleteFails: Story = {
  parameters: {
    msw: {
      handlers: [
        scenarios.forbidden('delete', '/categories/id/{id}', 'Categories with threads are locked.'),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cards(canvas);
    await userEvent.click(canvas.getByRole('button', { name: t.deleteOf('Gaming') }));
    const confirm = within(await findPopup('alertdialog'));
    await userEvent.click(confirm.getByRole('button', { name: t.deleteConfirm }));
    expect(await toasts().findByText('Categories with threads are locked.')).toBeVisible();
    expect(canvas.getByRole('heading', { name: 'Gaming' })).toBeVisible();
    // The dialog stays open to try again, its button no longer pending, with focus.
    expect(await confirm.findByRole('button', { name: t.deleteConfirm })).toHaveFocus();
  },
};

/** Approve: the proposal leaves the queue and joins the list. */
export const ApprovesPending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cards(canvas);
    const pending = within(pendingSection(canvas));
    await userEvent.click(
      await pending.findByRole('button', { name: t.approveOf('Crypto & Web3') }),
    );
    expect(await toasts().findByText(m.approved)).toBeVisible();
    expect(await pending.findByRole('heading', { name: `${t.pendingTitle} (1)` })).toBeVisible();
    expect(await canvas.findByRole('heading', { name: 'Crypto & Web3' })).toBeVisible();
  },
};

export const Approving: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put('*/api/v1/categories/id/:id/approve', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cards(canvas);
    const pending = within(pendingSection(canvas));
    await userEvent.click(await pending.findByRole('button', { name: t.approveOf('Smart Home') }));
    expect(await pending.findByRole('button', { name: t.approving })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(pending.getByRole('button', { name: t.rejectOf('Crypto & Web3') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Reject needs a reason (Reject is disabled while it is blank). */
export const RejectsPending: Story = {
  play: async ({ canvasElement }) => {
    const { pending, modal } = await openReject(canvasElement);
    const submit = modal.getByRole('button', { name: t.reject });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(input(modal, threadToolText.reason), '  ');
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(input(modal, threadToolText.reason), 'Already covered by Networking Gear');
    await userEvent.click(submit);
    expect(await toasts().findByText(m.rejected)).toBeVisible();
    await waitFor(() => expect(pending.queryByRole('heading', { name: 'Smart Home' })).toBeNull());
  },
};

/** While the rejection is sent the dialog is busy: 'Rejecting...', and the card's actions wait. */
export const Rejecting: Story = {
  parameters: {
    msw: { handlers: [scenarios.slow('put', '/categories/id/{id}/reject', 'infinite')] },
  },
  play: async ({ canvasElement }) => {
    const { pending, modal } = await openReject(canvasElement);
    await userEvent.type(input(modal, threadToolText.reason), 'Duplicate');
    await userEvent.click(modal.getByRole('button', { name: t.reject }));
    expect(await modal.findByRole('button', { name: t.rejecting })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(pending.getByRole('button', { name: t.approveOf('Crypto & Web3') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const RejectFails: Story = {
  parameters: {
    msw: { handlers: [scenarios.serverError('put', '/categories/id/{id}/reject')] },
  },
  play: async ({ canvasElement }) => {
    const { pending, modal } = await openReject(canvasElement);
    await userEvent.type(input(modal, threadToolText.reason), 'Duplicate');
    await userEvent.click(modal.getByRole('button', { name: t.reject }));
    expect(await toasts().findByText(m.actionFailed)).toBeVisible();
    expect(input(modal, threadToolText.reason)).toHaveValue('Duplicate');
    expect(pending.getByRole('heading', { name: 'Smart Home' })).toBeVisible();
  },
};

export const PendingError: Story = {
  parameters: {
    msw: { handlers: [scenarios.serverError('get', '/admin/categories/pending')] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cards(canvas);
    const pending = within(pendingSection(canvas));
    expect(await pending.findByText(m.fetchFailed)).toBeVisible();
    expect(pending.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

const LONG = `Mga Laptop, Tablet at Iba Pang Gadget na Gamit sa Paaralan at Opisina — ${'napakahabang pamagat '.repeat(4)}💻`;
const category = (over: Record<string, unknown>) => ({
  description: null,
  parent: null,
  is_approved: true,
  is_active: true,
  color: '#3b82f6',
  threads_count: 0,
  posts_count: 0,
  created_at: '2026-11-01T08:00:00Z',
  updated_at: '2026-11-01T08:00:00Z',
  ...over,
});
const unicode = http.get('*/api/v1/categories', () =>
  HttpResponse.json({
    data: [
      category({
        id: 1,
        slug: 'mga-laptop-tablet',
        title: LONG,
        parent_id: null,
        description: `${'Para sa mga estudyante at propesyonal: mga tanong, rekomendasyon at ayos. '.repeat(5)}`,
        threads_count: 12_345,
        posts_count: 1_234_567,
        children: [{}],
      }),
      category({
        id: 2,
        slug: 'nihongo-gemu',
        title: '日本語ゲーム 🎮 Ñandú',
        parent_id: 1,
        parent: { id: 1, slug: 'mga-laptop-tablet', title: LONG },
        is_active: false,
        color: '#dc2626',
        threads_count: 1,
        posts_count: 1,
      }),
    ],
  }),
);

/** Long and unicode titles and descriptions wrap; large counts are compact; singular words. */
export const LongAndUnicode: Story = {
  parameters: {
    msw: { handlers: [unicode, scenarios.empty('get', '/admin/categories/pending')] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await cards(canvas)).toHaveLength(2);
    const laptop = within(card(canvas, LONG));
    expect(laptop.getByText('1 subcategory')).toBeVisible();
    expect(laptop.getByText(/^12(\.3)?K threads$/)).toBeVisible();
    const game = within(card(canvas, '日本語ゲーム 🎮 Ñandú'));
    expect(game.getByText('1 thread')).toBeVisible();
    expect(game.getByText('1 post')).toBeVisible();
    expect(game.getByText(t.inactive)).toBeVisible();
    expect(game.getByText(t.noDescription)).toBeVisible();
    expect(countOf(canvas, t.counts.inactive)).toHaveTextContent('1');
  },
};

/** /categories: the same screen as the page's main heading. */
export const OwnPage: Story = {
  args: { headingLevel: 1 },
  parameters: { router: { route: '/categories', path: '/categories' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByRole('heading', { level: 1, name: t.title })).toBeVisible();
    expect(await cards(canvas)).toHaveLength(36);
  },
};

/** Create a category with the keyboard alone: Tab between fields, Space ticks, Enter sends. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cards(canvas);
    canvas.getByRole('button', { name: t.create }).focus();
    await userEvent.keyboard('{Enter}');
    const modal = within(await findDialog(t.createTitle));
    await waitFor(() => expect(input(modal, t.titleField)).toHaveFocus());
    await userEvent.keyboard('Wearables');
    await userEvent.tab();
    expect(input(modal, t.slugField)).toHaveFocus();
    expect(input(modal, t.slugField)).toHaveValue('wearables');
    await userEvent.keyboard('{Enter}');
    expect(await toasts().findByText(m.created)).toBeVisible();
    expect(await canvas.findByRole('heading', { name: 'Wearables' })).toBeVisible();
  },
};

export const Mobile: Story = {
  ...LongAndUnicode,
  globals: { viewport: { value: 'mobile' } },
};

/** The create modal on a phone: the same fields and keys. */
export const MobileDialog: Story = {
  ...CreateDialog,
  globals: { viewport: { value: 'mobile' } },
};
