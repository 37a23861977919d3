import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@forum/mocks';
import { metaTagsMessages as m, metaTagsText as t } from './messages.ts';
import {
  inDocument,
  loadedTable,
  tableRows,
  toasts,
  type Canvas,
  findPopup,
  popupClosed,
} from '../../../test/queries.ts';
import { profileTab } from '../../../test/parameters.ts';
import { MetaTagsScreen } from './MetaTagsScreen.tsx';

const meta = {
  title: 'Screens/Staff/Meta tags',
  component: MetaTagsScreen,
  parameters: profileTab('meta_tags'),
} satisfies Meta<typeof MetaTagsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = loadedTable;
const row = (canvas: Canvas, page: string) =>
  canvas.getByRole('rowheader', { name: page }).closest('tr')!;
const field = (scope: Canvas, label: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^${label}\\*?$`) });

async function openEditor(canvas: Canvas, page: string) {
  await table(canvas);
  await userEvent.click(canvas.getByRole('button', { name: t.editOf(page) }));
  return within(await findPopup('dialog', { name: t.editTitle(page) }));
}

async function deletePage(canvas: Canvas, page: string) {
  await table(canvas);
  await userEvent.click(canvas.getByRole('button', { name: t.removeOf(page) }));
  const confirm = within(await findPopup('alertdialog', { name: t.deleteTitle(page) }));
  expect(confirm.getByRole('button', { name: t.cancel })).toHaveFocus();
  await userEvent.click(confirm.getByRole('button', { name: t.remove }));
}

const LONG_TITLE = `Mga Balita sa Teknolohiya — ${'pinakabagong gadgets, apps at “AI” '.repeat(4)}📱`;
const unicodeList = http.get('*/api/v1/admin/meta-tags', () =>
  HttpResponse.json({
    data: [
      {
        id: 77,
        page: 'tech-news',
        title: LONG_TITLE,
        description: `${'Balitang teknolohiya para sa mga Pilipino. '.repeat(6)}李小龍 — ありがとう`,
        keywords: 'balita, teknolohiya, 日本語',
        og_title: null,
        og_description: null,
        og_image: null,
        twitter_title: null,
        twitter_description: null,
        twitter_image: null,
        canonical_url: null,
        is_active: false,
        created_at: '2026-10-01T00:00:00Z',
        updated_at: '2026-11-20T00:00:00Z',
      },
    ],
  }),
);

/** Every page's record from the mock backend; every page has one, so Add is disabled. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await tableRows(canvas)).toHaveLength(23);
    const home = within(row(canvas, 'home'));
    expect(home.getByText('Home | TechForum PH')).toBeVisible();
    expect(home.getByText(t.active)).toBeVisible();
    expect(home.getByRole('button', { name: t.deactivateOf('home') })).toBeVisible();
    expect(canvas.getByRole('button', { name: t.add })).toHaveAttribute('aria-disabled', 'true');
    expect(canvas.getByText(t.allPagesHaveTags)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.slow('get', '/admin/meta-tags', 'infinite')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true'));
    expect(canvas.getByText(t.loading)).toBeInTheDocument();
    expect(canvas.queryByRole('button', { name: t.add })).toBeNull();
  },
};

/** No records: every page uses its defaults, and Add is offered. */
export const Empty: Story = {
  parameters: { msw: { handlers: [scenarios.empty('get', '/admin/meta-tags')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByText(t.empty, {}, { timeout: 5000 })).toBeVisible();
    expect(canvas.getByRole('button', { name: t.add })).not.toHaveAttribute('aria-disabled');
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.serverError('get', '/admin/meta-tags')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByText(m.loadFailed, {}, { timeout: 5000 })).toBeVisible();
    expect(await toasts().findByText(m.loadFailed)).toBeVisible();
    expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** Edit: the page is fixed; the new title shows in the table after saving. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openEditor(canvas, 'about');
    const page = dialog.getByRole('textbox', { name: t.pageField });
    expect(page).toHaveValue('about');
    expect(page).toHaveAttribute('readonly');
    expect(dialog.getByText(t.pageFixed)).toBeVisible();
    const title = field(dialog, t.titleField);
    await userEvent.clear(title);
    await userEvent.type(title, 'Tungkol sa Amin | TechForum PH');
    await userEvent.click(dialog.getByRole('button', { name: t.save }));
    expect(await toasts().findByText(m.updated)).toBeVisible();
    await popupClosed('dialog');
    expect(
      await within(row(canvas, 'about')).findByText('Tungkol sa Amin | TechForum PH'),
    ).toBeVisible();
  },
};

/** Title and description are required and the URL fields take URLs; nothing is sent until then. */
export const EditInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openEditor(canvas, 'home');
    await userEvent.clear(field(dialog, t.titleField));
    await userEvent.clear(field(dialog, t.descriptionField));
    const canonical = dialog.getByRole('textbox', { name: t.canonicalUrl });
    await userEvent.clear(canonical);
    await userEvent.type(canonical, 'forum.example.com/home');
    await userEvent.click(dialog.getByRole('button', { name: t.save }));
    expect(await dialog.findByText(m.enterTitle)).toBeVisible();
    expect(dialog.getByText(m.enterDescription)).toBeVisible();
    expect(dialog.getByText(m.enterUrl)).toBeVisible();
    await waitFor(() => expect(field(dialog, t.titleField)).toHaveFocus());
    expect(canvas.queryByText(m.updated)).toBeNull();
  },
};

export const SaveFails: Story = {
  parameters: { msw: { handlers: [scenarios.serverError('put', '/admin/meta-tags/{id}')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openEditor(canvas, 'forum');
    await userEvent.type(field(dialog, t.titleField), ' (updated)');
    await userEvent.click(dialog.getByRole('button', { name: t.save }));
    expect(await toasts().findByText(m.saveFailed)).toBeVisible();
    // The dialog stays with the edit, to try again.
    expect(field(dialog, t.titleField)).toHaveValue('Forum | TechForum PH (updated)');
  },
};

/** Saving: the button is busy and the dialog cannot be closed. */
export const Saving: Story = {
  parameters: { msw: { handlers: [scenarios.slow('put', '/admin/meta-tags/{id}', 'infinite')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openEditor(canvas, 'forum');
    await userEvent.click(dialog.getByRole('button', { name: t.save }));
    expect(await dialog.findByRole('button', { name: t.saving })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(dialog.getByRole('button', { name: t.cancel })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Delete asks first; then the row goes, and the page can be given new meta tags. */
export const DeleteThenCreate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await deletePage(canvas, 'shoutbox');
    expect(await toasts().findByText(m.deleted)).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('rowheader', { name: 'shoutbox' })).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: t.add }));
    const dialog = within(await findPopup('dialog', { name: t.createTitle }));
    await userEvent.click(dialog.getByRole('button', { name: t.create }));
    expect(await dialog.findByText(m.choosePage)).toBeVisible();
    await userEvent.click(dialog.getByRole('combobox', { name: new RegExp(`^${t.pageField}`) }));
    const options = await inDocument().findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['shoutbox']);
    await userEvent.click(options[0]!);
    await userEvent.type(field(dialog, t.titleField), 'Shoutbox | Usapang Tech');
    await userEvent.type(field(dialog, t.descriptionField), 'Maikling usapan ng komunidad.');
    await userEvent.click(dialog.getByRole('button', { name: t.create }));
    expect(await toasts().findByText(m.created)).toBeVisible();
    expect(
      await within(row(canvas, 'shoutbox')).findByText('Shoutbox | Usapang Tech'),
    ).toBeVisible();
  },
};

export const DeleteFails: Story = {
  parameters: { msw: { handlers: [scenarios.serverError('delete', '/admin/meta-tags/{id}')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await deletePage(canvas, 'events');
    expect(await toasts().findByText(m.deleteFailed)).toBeVisible();
    expect(canvas.getByRole('rowheader', { name: 'events' })).toBeVisible();
  },
};

/** Deactivate, then Activate again: the badge and the button follow. */
export const Toggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvas);
    await userEvent.click(canvas.getByRole('button', { name: t.deactivateOf('gaming') }));
    expect(await toasts().findByText(m.deactivated)).toBeVisible();
    const gaming = within(row(canvas, 'gaming'));
    expect(await gaming.findByText(t.inactive)).toBeVisible();
    await userEvent.click(gaming.getByRole('button', { name: t.activateOf('gaming') }));
    expect(await gaming.findByText(t.active)).toBeVisible();
  },
};

/** While a status change runs, that row's buttons wait. */
export const Toggling: Story = {
  parameters: {
    msw: { handlers: [scenarios.slow('put', '/admin/meta-tags/{id}/toggle-status', 'infinite')] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvas);
    await userEvent.click(canvas.getByRole('button', { name: t.deactivateOf('home') }));
    const home = within(row(canvas, 'home'));
    expect(await home.findByRole('button', { name: t.updating })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(home.getByRole('button', { name: t.editOf('home') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(home.getByRole('button', { name: t.removeOf('home') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const ToggleFails: Story = {
  parameters: {
    msw: { handlers: [scenarios.serverError('put', '/admin/meta-tags/{id}/toggle-status')] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvas);
    await userEvent.click(canvas.getByRole('button', { name: t.deactivateOf('home') }));
    expect(await toasts().findByText(m.statusFailed)).toBeVisible();
    expect(within(row(canvas, 'home')).getByText(t.active)).toBeVisible();
  },
};

/** Keyboard only: Edit opens with focus inside, Escape closes, focus returns to Edit. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvas);
    const edit = canvas.getByRole('button', { name: t.editOf('login') });
    edit.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findPopup('dialog', { name: t.editTitle('login') });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await popupClosed('dialog');
    await waitFor(() => expect(edit).toHaveFocus());
  },
};

/** Long and unicode titles and descriptions wrap; an inactive record says so. */
export const LongAndUnicode: Story = {
  parameters: { msw: { handlers: [unicodeList] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await tableRows(canvas)).toHaveLength(1);
    const news = within(row(canvas, 'tech-news'));
    expect(news.getByText(LONG_TITLE)).toBeVisible();
    expect(news.getByText(t.inactive)).toBeVisible();
    expect(news.getByRole('button', { name: t.activateOf('tech-news') })).toBeVisible();
  },
};

/** On a phone the table scrolls sideways inside its own region. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvas);
    const region = canvas.getByRole('region', { name: t.table });
    expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  },
};
