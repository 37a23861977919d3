import type { FormEvent, ReactNode } from 'react';
import {
  Button,
  Dialog,
  Pager,
  Select,
  StatCard,
  Table,
  TextField,
  Heading,
  Stack,
  Text,
  formatDateTime,
  toDateTimeAttribute,
  type SelectOption,
  type StatValue,
  type TableColumn,
} from '@forum/forum-ui/design-system';
import { contactFormsMessages as m, contactFormsText as t } from './messages.ts';
import * as styles from './ContactForms.css.ts';
import {
  canRespondFromTable,
  CONTACT_STATUSES,
  hasResponse,
  type ContactForm,
  type ContactStatus,
} from './contactForms.ts';

export type ContactStatKey = 'total' | 'pending' | 'in_progress' | 'resolved' | 'recent';
const STAT_KEYS: readonly ContactStatKey[] = [
  'total',
  'pending',
  'in_progress',
  'resolved',
  'recent',
];

/** Which dialog is open, for which message; `respond` over `details` when opened from there. */
export type ContactDialog =
  | { kind: 'details'; id: number }
  | { kind: 'respond'; id: number; fromDetails?: boolean }
  | undefined;

export interface ContactFormsViewProps {
  status: 'loading' | 'error' | 'ready';
  /** The current page of messages, newest first. */
  items: readonly ContactForm[];
  stats: {
    values?: Partial<Record<ContactStatKey, StatValue>>;
    loading?: boolean;
    failed?: boolean;
  };
  /** The filters as the URL holds them. */
  search: string;
  statusFilter?: ContactStatus;
  onSearch: (search: string) => void;
  onStatusFilter: (status: ContactStatus | '') => void;
  page: number;
  lastPage: number;
  onPageChange: (page: number) => void;
  /** A new page or filter is loading while the previous rows stay. */
  refreshing?: boolean;
  onRetry?: () => void;
  /** The status change in flight: that row shows the new status and takes no other. */
  updating?: { id: number; status: ContactStatus };
  onStatusChange: (id: number, status: ContactStatus) => void;
  dialog: ContactDialog;
  onOpenDetails: (id: number) => void;
  onOpenRespond: (id: number, fromDetails?: boolean) => void;
  /** Closes the top dialog (the respond dialog returns to the details when opened from there). */
  onCloseDialog: () => void;
  /** The respond dialog for a message (with its form), shown over the details when opened there. */
  renderRespond: (item: ContactForm) => ReactNode;
  /** The heading's outline level (2 in the profile tab, 1 on /admin/contact-forms). */
  headingLevel?: 1 | 2;
}

const statusOptions = (disabled = false): SelectOption<ContactStatus>[] =>
  CONTACT_STATUSES.map((value) => ({ value, label: t.status[value], disabled }));

const filterOptions: SelectOption<ContactStatus | ''>[] = [
  { value: '', label: t.allStatuses },
  ...statusOptions(),
];

function Received({ at }: { at: string }) {
  return <time dateTime={toDateTimeAttribute(at)}>{formatDateTime(at)}</time>;
}

/**
 * Contact form management: counts, a search and a status filter (both in the URL), the table
 * of messages with a status dropdown per row, a details dialog and a respond dialog.
 */
export function ContactFormsView(props: ContactFormsViewProps) {
  const { status, items, updating, dialog, headingLevel = 2 } = props;
  const filtered = props.search !== '' || props.statusFilter !== undefined;

  const onSearchSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    props.onSearch(typeof value === 'string' ? value : '');
  };

  const columns: TableColumn<ContactForm>[] = [
    {
      id: 'subject',
      header: t.subject,
      rowHeader: true,
      cell: (row) => <span className={styles.wrap}>{row.subject}</span>,
    },
    {
      id: 'from',
      header: t.from,
      cell: (row) => (
        <span className={styles.wrap}>
          {row.name}
          <Text as="span" size="small" tone="muted" className={styles.block}>
            {row.email}
          </Text>
        </span>
      ),
    },
    { id: 'received', header: t.received, cell: (row) => <Received at={row.created_at} /> },
    {
      id: 'status',
      header: t.statusColumn,
      cell: (row) => {
        const busy = updating?.id === row.id;
        return (
          <div className={styles.statusCell} aria-busy={busy || undefined}>
            <Select
              label={t.statusOf(row.subject, row.name)}
              hideLabel
              options={statusOptions(busy)}
              value={busy ? updating.status : row.status}
              onChange={(next) => props.onStatusChange(row.id, next)}
              hint={busy ? t.updatingStatus : undefined}
            />
          </div>
        );
      },
    },
    {
      id: 'actions',
      header: t.actions,
      hideHeader: true,
      cell: (row) => (
        <div className={styles.actions}>
          <Button
            size="small"
            variant="secondary"
            aria-label={t.viewOf(row.subject, row.name)}
            onClick={() => props.onOpenDetails(row.id)}
          >
            {t.view}
          </Button>
          {canRespondFromTable(row) && (
            <Button
              size="small"
              variant="primary"
              aria-label={t.respondTo(row.subject, row.name)}
              onClick={() => props.onOpenRespond(row.id)}
            >
              {t.respond}
            </Button>
          )}
        </div>
      ),
    },
  ];

  const list = (
    <div aria-busy={props.refreshing || undefined} data-testid="contact-forms-list">
      <Table
        caption={t.table}
        hideCaption
        columns={columns}
        rows={items}
        rowKey={(row) => row.id}
        loading={status === 'loading'}
        loadingLabel={t.loading}
        emptyText={filtered ? t.noMatches : t.empty}
        error={status === 'error' ? m.loadFailed : undefined}
        onRetry={props.onRetry}
        minWidth="46rem"
      />
    </div>
  );

  const current = dialog ? items.find((item) => item.id === dialog.id) : undefined;
  const respondDialog = current && dialog?.kind === 'respond' && props.renderRespond(current);

  return (
    <Stack space="large">
      <Stack space="small">
        <Heading level={headingLevel} size={3}>
          {t.title}
        </Heading>
        <Text tone="muted">{t.intro}</Text>
      </Stack>

      <Stack as="section" space="small" aria-label={t.stats.label}>
        <ul className={styles.cards}>
          {STAT_KEYS.map((key) => (
            <li key={key}>
              <StatCard
                label={t.stats[key]}
                value={props.stats.values?.[key]}
                loading={props.stats.loading}
              />
            </li>
          ))}
        </ul>
        {props.stats.failed && (
          <Text size="small" tone="muted" role="status">
            {m.statsFailed}
          </Text>
        )}
      </Stack>

      <div className={styles.filters}>
        <form
          role="search"
          aria-label={t.filters}
          className={styles.searchForm}
          onSubmit={onSearchSubmit}
        >
          <TextField
            key={props.search}
            label={t.search}
            hint={t.searchHint}
            type="search"
            name="q"
            defaultValue={props.search}
            fieldClassName={styles.searchField}
          />
          <Button type="submit" variant="secondary">
            {t.searchButton}
          </Button>
        </form>
        <Select
          label={t.statusFilter}
          options={filterOptions}
          value={props.statusFilter ?? ''}
          onChange={props.onStatusFilter}
          fieldClassName={styles.statusFilter}
        />
      </div>

      {list}

      {status === 'ready' && props.lastPage > 1 && (
        <Pager
          variant="simple"
          page={props.page}
          lastPage={props.lastPage}
          onPageChange={props.onPageChange}
          label={t.pager}
        />
      )}

      {current &&
      (dialog?.kind === 'details' || (dialog?.kind === 'respond' && dialog.fromDetails)) ? (
        <DetailsDialog
          item={current}
          onClose={props.onCloseDialog}
          onRespond={() => props.onOpenRespond(current.id, true)}
        >
          {respondDialog}
        </DetailsDialog>
      ) : (
        respondDialog
      )}
    </Stack>
  );
}

interface DetailsDialogProps {
  item: ContactForm;
  onClose: () => void;
  onRespond: () => void;
  /** The respond dialog, nested so that closing it returns here. */
  children?: ReactNode;
}

/** One message in full, with its response or, when there is none, a Respond button. */
function DetailsDialog({ item, onClose, onRespond, children }: DetailsDialogProps) {
  const answered = hasResponse(item);
  return (
    <Dialog
      open
      onClose={onClose}
      title={item.subject}
      description={t.detailsTitle}
      size="medium"
      footer={
        <div className={styles.footer}>
          {!answered && (
            <Button variant="primary" onClick={onRespond}>
              {t.respond}
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            {t.close}
          </Button>
        </div>
      }
    >
      <Stack space="medium">
        <dl className={styles.details}>
          <dt className={styles.term}>{t.name}</dt>
          <dd className={styles.definition}>{item.name}</dd>
          <dt className={styles.term}>{t.email}</dt>
          <dd className={styles.definition}>{item.email}</dd>
          <dt className={styles.term}>{t.received}</dt>
          <dd className={styles.definition}>
            <Received at={item.created_at} />
          </dd>
          <dt className={styles.term}>{t.statusColumn}</dt>
          <dd className={styles.definition}>{t.status[item.status]}</dd>
        </dl>
        <Stack as="section" space="xsmall" aria-label={t.message}>
          <Heading level={3} size={4}>
            {t.message}
          </Heading>
          <p className={styles.message}>{item.message}</p>
        </Stack>
        <Stack as="section" space="xsmall" aria-label={t.response}>
          <Heading level={3} size={4}>
            {t.response}
          </Heading>
          {answered ? (
            <>
              <p className={styles.message}>{item.admin_response}</p>
              {item.responded_at && (
                <Text size="small" tone="muted">
                  {t.respondedBy(item.responder?.name, formatDateTime(item.responded_at))}
                </Text>
              )}
            </>
          ) : (
            <Text tone="muted">{t.noResponse}</Text>
          )}
        </Stack>
      </Stack>
      {children}
    </Dialog>
  );
}
