import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VisuallyHidden } from '../../primitives/VisuallyHidden.tsx';
import { Badge, type BadgeTone } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Table, type TableColumn } from './Table.tsx';

interface ContactForm {
  id: number;
  name: string;
  email: string;
  subject: string;
  status: 'pending' | 'in_progress' | 'resolved' | 'closed';
  created_at: string;
}

interface MetaTag {
  id: number;
  page: string;
  title: string;
  is_active: boolean;
  updated_at: string;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const formatDate = (iso: string) => dateFormat.format(new Date(iso));

const statusBadge: Record<ContactForm['status'], { tone: BadgeTone; label: string }> = {
  pending: { tone: 'warning', label: 'Pending' },
  in_progress: { tone: 'primary', label: 'In Progress' },
  resolved: { tone: 'success', label: 'Resolved' },
  closed: { tone: 'neutral', label: 'Closed' },
};

const contactForms: ContactForm[] = [
  {
    id: 1,
    name: 'Maria Clara',
    email: 'maria@example.com',
    subject: 'Cannot reset my password',
    status: 'pending',
    created_at: '2025-03-04T09:30:00Z',
  },
  {
    id: 2,
    name: 'Juan dela Cruz',
    email: 'juan@example.com',
    subject: 'Advertising on the forum',
    status: 'in_progress',
    created_at: '2025-03-02T14:05:00Z',
  },
  {
    id: 3,
    name: 'Kenji Sato',
    email: 'kenji@example.jp',
    subject: 'Spam in Hardware Discussion',
    status: 'resolved',
    created_at: '2025-02-27T08:00:00Z',
  },
  {
    id: 4,
    name: 'Ana Reyes',
    email: 'ana@example.com',
    subject: 'Delete my account',
    status: 'closed',
    created_at: '2025-02-20T17:45:00Z',
  },
];

const contactColumns: TableColumn<ContactForm>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, rowHeader: true },
  { id: 'email', header: 'Email', cell: (row) => row.email },
  { id: 'subject', header: 'Subject', cell: (row) => row.subject },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => (
      <Badge tone={statusBadge[row.status].tone}>{statusBadge[row.status].label}</Badge>
    ),
  },
  { id: 'date', header: 'Date', cell: (row) => formatDate(row.created_at), align: 'end' },
];

const metaTags: MetaTag[] = [
  {
    id: 1,
    page: 'home',
    title: 'TechForum — Technology news and discussion',
    is_active: true,
    updated_at: '2025-03-01T10:00:00Z',
  },
  {
    id: 2,
    page: 'forum',
    title: 'Forum — TechForum',
    is_active: true,
    updated_at: '2025-02-14T10:00:00Z',
  },
  {
    id: 3,
    page: 'gaming',
    title: 'Gaming Discussion — TechForum',
    is_active: false,
    updated_at: '2025-01-09T10:00:00Z',
  },
];

const metaColumns: TableColumn<MetaTag>[] = [
  { id: 'page', header: 'Page', cell: (row) => row.page, rowHeader: true },
  { id: 'title', header: 'Title', cell: (row) => row.title },
  {
    id: 'active',
    header: 'Active',
    cell: (row) => (
      <Badge tone={row.is_active ? 'success' : 'neutral'}>
        {row.is_active ? 'Active' : 'Inactive'}
      </Badge>
    ),
    align: 'center',
  },
  { id: 'updated', header: 'Updated', cell: (row) => formatDate(row.updated_at), align: 'end' },
];

const meta = {
  title: 'Components/Table',
  component: Table<ContactForm>,
  args: {
    caption: 'Contact forms',
    columns: contactColumns,
    rows: contactForms,
    rowKey: (row) => row.id,
  },
} satisfies Meta<typeof Table<ContactForm>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Contact forms' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    await expect(headers).toEqual(['Name', 'Email', 'Subject', 'Status', 'Date']);
    // A header row plus one row per form.
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    // Each row is named by its Name cell.
    const row = within(table).getByRole('rowheader', { name: 'Maria Clara' }).closest('tr')!;
    await expect(within(row).getByText('Pending')).toBeVisible();
    await expect(within(row).getByRole('cell', { name: 'Mar 4, 2025' })).toBeVisible();
    await expect(canvas.getByText('Contact forms')).toBeVisible();
  },
};

export const MetaTags: Story = {
  render: () => (
    <Table caption="Meta tags" columns={metaColumns} rows={metaTags} rowKey={(row) => row.id} />
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Meta tags' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Page', 'Title', 'Active', 'Updated']);
    const gaming = within(table).getByRole('rowheader', { name: 'gaming' }).closest('tr')!;
    await expect(within(gaming).getByText('Inactive')).toBeVisible();
  },
};

export const HiddenCaption: Story = {
  args: { hideCaption: true },
  play: async ({ canvas }) => {
    // Still named for screen readers, not shown on screen.
    const table = canvas.getByRole('table', { name: 'Contact forms' });
    const caption = table.querySelector('caption')!;
    await expect(caption.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(canvas.getByRole('region', { name: 'Contact forms' })).toBeVisible();
  },
};

export const Alignment: Story = {
  play: async ({ canvas }) => {
    const dateHeader = canvas.getByRole('columnheader', { name: 'Date' });
    const dateCell = canvas.getByRole('cell', { name: 'Mar 4, 2025' });
    await expect(getComputedStyle(dateHeader).textAlign).toBe('end');
    await expect(getComputedStyle(dateCell).textAlign).toBe('end');
    await expect(
      getComputedStyle(canvas.getByRole('columnheader', { name: 'Email' })).textAlign,
    ).toBe('start');
  },
};

export const Striped: Story = {
  play: async ({ canvas }) => {
    const [, first, second, third] = canvas.getAllByRole('row');
    const bg = (row: HTMLElement) => getComputedStyle(row.firstElementChild!).backgroundColor;
    await expect(bg(first!)).not.toBe(bg(second!));
    await expect(bg(first!)).toBe(bg(third!));
  },
};

export const NotStriped: Story = {
  args: { striped: false },
  play: async ({ canvas }) => {
    const [, first, second] = canvas.getAllByRole('row');
    const bg = (row: HTMLElement) => getComputedStyle(row.firstElementChild!).backgroundColor;
    await expect(bg(first!)).toBe(bg(second!));
  },
};

export const Empty: Story = {
  args: { rows: [], emptyText: 'No contact forms found.' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Contact forms' });
    const cell = within(table).getByRole('cell', { name: 'No contact forms found.' });
    // One cell across every column.
    await expect(cell).toHaveAttribute('colspan', '5');
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { loading: true, loadingLabel: 'Loading contact forms...' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Contact forms' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading contact forms...');
    // Placeholder rows, with no data in them.
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(within(table).queryByText('Maria Clara')).toBeNull();
    // Headers stay, so the shape of what is coming is known.
    await expect(within(table).getByRole('columnheader', { name: 'Subject' })).toBeVisible();
  },
};

/** Loading failed: the message and a Retry button stand in place of the table. */
export const Failed: Story = {
  args: { error: 'Failed to load contact forms', onRetry: fn() },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load contact forms');
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Retry' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Contact forms' })).not.toHaveAttribute(
      'aria-busy',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

const view = fn().mockName('view');

export const WithActions: Story = {
  args: {
    columns: [
      ...contactColumns,
      {
        id: 'actions',
        header: 'Actions',
        hideHeader: true,
        align: 'end',
        cell: (row) => (
          <Button size="small" variant="secondary" onClick={() => view(row.id)}>
            View<VisuallyHidden> message from {row.name}</VisuallyHidden>
          </Button>
        ),
      },
    ],
  },
  play: async ({ canvas }) => {
    view.mockClear();
    await expect(canvas.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    // Tab reaches the scroll region first, then the buttons in order.
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Contact forms' })).toHaveFocus();
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: 'View message from Maria Clara' }),
    ).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(view).toHaveBeenCalledWith(2);
  },
};

export const LongUnicodeContent: Story = {
  args: {
    caption: 'Mga mensahe sa pakikipag-ugnayan — お問い合わせ',
    rows: [
      {
        id: 10,
        name: '山田 太郎',
        email: 'taro.yamada@example.co.jp',
        subject: 'フォーラムのアカウントについての質問があります。パスワードをリセットできません。',
        status: 'pending',
        created_at: '2025-03-05T00:00:00Z',
      },
      {
        id: 11,
        name: 'Maria Clara de los Santos y Ibarra',
        email: 'maria.clara.de.los.santos.ibarra@napakahabang-domain.example.ph',
        subject: 'Hindi ko ma-access ang aking account mula noong nakaraang linggo 😢',
        status: 'in_progress',
        created_at: '2025-03-01T00:00:00Z',
      },
    ],
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', {
      name: 'Mga mensahe sa pakikipag-ugnayan — お問い合わせ',
    });
    await expect(within(table).getByRole('rowheader', { name: '山田 太郎' })).toBeVisible();
    await expect(within(table).getByText(/😢/)).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { minWidth: '40rem' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Contact forms' });
    // The table is wider than the phone: it scrolls inside its region, not the page.
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(region.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    // Keyboard users reach the region with Tab (then scroll it with the arrow keys).
    await expect(region).toHaveAttribute('tabindex', '0');
    await userEvent.tab();
    await expect(region).toHaveFocus();
    region.scrollLeft = 120;
    await expect(region.scrollLeft).toBeGreaterThan(0);
  },
};
