import {
  inlineVars,
  Badge,
  Button,
  Card,
  CardGrid,
  EmptyState,
  ErrorState,
  Facts,
  Pager,
  LoadingCards,
  StatCard,
  Tabs,
  Heading,
  Stack,
  Text,
  DEFAULT_CATEGORY_COLOR,
  formatDate,
  toDateTimeAttribute,
  formatCompactCount,
} from '@forum/forum-ui/design-system';
import type { ReactNode } from 'react';
import { categoryManagementMessages as m, categoryManagementText as t } from './messages.ts';
import {
  CATEGORY_TABS,
  categoriesOf,
  categoryCounts,
  categoryName,
  subcategoryCount,
  type CategoryTab,
  type ManagedCategory,
  type PendingCategory,
} from './categoryManagement.ts';
import * as styles from './CategoryManagement.css.ts';

type Status = 'loading' | 'error' | 'ready';

/** Which request is in flight (its button is busy; the other actions wait). */
export interface CategoryActionsPending {
  approving?: number;
  rejecting?: number;
}

export interface PendingCategoriesProps {
  status: Status;
  items: readonly PendingCategory[];
  total: number;
  page: number;
  lastPage: number;
  onPageChange: (page: number) => void;
  pageHref?: (page: number) => string;
  onRetry?: () => void;
}

export interface CategoryManagementViewProps {
  /** 1 on /categories, 2 inside the profile area. */
  headingLevel?: 1 | 2;
  status: Status;
  /** Every category, main ones each followed by their subcategories, inactive ones included. */
  categories: readonly ManagedCategory[];
  tab: CategoryTab;
  onTabChange: (tab: CategoryTab) => void;
  onRetry?: () => void;
  onCreate: () => void;
  onEdit: (category: ManagedCategory) => void;
  onDelete: (category: ManagedCategory) => void;
  /** Categories awaiting approval (admins). */
  pending: PendingCategoriesProps;
  onApprove: (category: PendingCategory) => void;
  onReject: (category: PendingCategory) => void;
  busy: CategoryActionsPending;
}

function Colour({ color }: { color?: string | null }) {
  const value = color || DEFAULT_CATEGORY_COLOR;
  return (
    <span className={styles.colour}>
      <span className={styles.swatch} style={inlineVars({ [styles.swatchColor]: value })} />
      <Text as="span" size="small" tone="muted">
        {t.colour(value)}
      </Text>
    </span>
  );
}

interface CardFrameProps {
  name: string;
  badge: ReactNode;
  parent?: { title?: string | null; slug?: string | null } | null;
  slug?: string | null;
  description?: string | null;
  facts: readonly ReactNode[];
  color?: string | null;
  actions?: ReactNode;
  footer?: ReactNode;
}

/** What every category card shows: name, badge, parent, slug, description, facts, colour. */
function CardFrame({
  name,
  badge,
  parent,
  slug,
  description,
  facts,
  color,
  ...rest
}: CardFrameProps) {
  return (
    <Card
      as="li"
      padding="small"
      title={name}
      subtitle={
        <span className={styles.cardHead}>
          {badge}
          {parent && (
            <span className={styles.text}>
              {t.parent} {categoryName(parent)}
            </span>
          )}
        </span>
      }
      actions={rest.actions}
      footer={rest.footer}
    >
      <Stack space="small">
        {slug && (
          <Text size="small" className={styles.text}>
            {t.slug}: <span className={styles.slug}>{slug}</span>
          </Text>
        )}
        <Text size="small" tone={description ? undefined : 'muted'} className={styles.text}>
          {description || t.noDescription}
        </Text>
        <Facts size="small" items={facts} />
        <Colour color={color} />
      </Stack>
    </Card>
  );
}

function Created({ at }: { at: string }) {
  return <time dateTime={toDateTimeAttribute(at)}>{t.created(formatDate(at))}</time>;
}

function CategoryCard({
  category,
  subcategories,
  onEdit,
  onDelete,
}: {
  category: ManagedCategory;
  subcategories: number;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const name = categoryName(category);
  const threads = category.threads_count ?? 0;
  const posts = category.posts_count ?? 0;
  return (
    <CardFrame
      name={name}
      badge={
        <Badge tone={category.is_active ? 'success' : 'neutral'}>
          {category.is_active ? t.active : t.inactive}
        </Badge>
      }
      parent={category.parent}
      slug={category.slug}
      description={category.description}
      color={category.color}
      facts={[
        <Created key="created" at={category.created_at} />,
        t.threads(threads, formatCompactCount(threads)),
        t.posts(posts, formatCompactCount(posts)),
        t.subcategories(subcategories, formatCompactCount(subcategories)),
      ]}
      actions={
        <span className={styles.actions}>
          <Button size="small" variant="secondary" aria-label={t.editOf(name)} onClick={onEdit}>
            {t.edit}
          </Button>
          <Button size="small" variant="ghost" aria-label={t.deleteOf(name)} onClick={onDelete}>
            {t.delete}
          </Button>
        </span>
      }
    />
  );
}

function PendingCard({
  item,
  busy,
  onApprove,
  onReject,
}: {
  item: PendingCategory;
  busy: CategoryActionsPending;
  onApprove: () => void;
  onReject: () => void;
}) {
  const name = categoryName(item);
  const anyBusy = busy.approving !== undefined || busy.rejecting !== undefined;
  const actions = [
    {
      busy: busy.approving === item.id,
      label: t.approve,
      busyLabel: t.approving,
      name: t.approveOf(name),
      variant: 'primary',
      onClick: onApprove,
    },
    {
      busy: busy.rejecting === item.id,
      label: t.reject,
      busyLabel: t.rejecting,
      name: t.rejectOf(name),
      variant: 'secondary',
      onClick: onReject,
    },
  ] as const;
  return (
    <CardFrame
      name={name}
      badge={<Badge tone="warning">{t.pending}</Badge>}
      parent={item.content?.parent}
      slug={item.slug}
      description={item.content?.description}
      color={item.content?.color}
      facts={[<Created key="created" at={item.created_at} />]}
      footer={
        <span className={styles.actions}>
          {actions.map((action) => (
            <Button
              key={action.label}
              size="small"
              variant={action.variant}
              aria-label={action.busy ? undefined : action.name}
              disabled={anyBusy}
              busy={action.busy}
              busyLabel={action.busyLabel}
              onClick={action.onClick}
            >
              {action.label}
            </Button>
          ))}
        </span>
      }
    />
  );
}

function PendingSection(props: CategoryManagementViewProps) {
  const { pending, busy } = props;
  let content: ReactNode;
  if (pending.status === 'loading') content = <LoadingCards label={t.pendingLoading} />;
  else if (pending.status === 'error')
    content = <ErrorState message={m.fetchFailed} onRetry={pending.onRetry} />;
  else if (pending.items.length === 0)
    content = (
      <Text tone="muted" size="small">
        {t.pendingEmpty}
      </Text>
    );
  else
    content = (
      <CardGrid columns={2}>
        {pending.items.map((item) => (
          <PendingCard
            key={item.id}
            item={item}
            busy={busy}
            onApprove={() => props.onApprove(item)}
            onReject={() => props.onReject(item)}
          />
        ))}
      </CardGrid>
    );
  const level = ((props.headingLevel ?? 2) + 1) as 2 | 3;
  return (
    <Stack as="section" space="medium" aria-label={t.pendingLabel}>
      <Stack space="xsmall">
        <Heading level={level} size={4}>
          {t.pendingTitle}
          {pending.status === 'ready' && ` (${pending.total})`}
        </Heading>
        <Text size="small" tone="muted">
          {t.pendingIntro}
        </Text>
      </Stack>
      {content}
      {pending.status === 'ready' && pending.lastPage > 1 && (
        <Pager
          variant="simple"
          page={pending.page}
          lastPage={pending.lastPage}
          onPageChange={pending.onPageChange}
          getHref={pending.pageHref}
          label={t.pendingPager}
        />
      )}
    </Stack>
  );
}

/**
 * Category Management (admin; the profile's Category Management tab and /categories): counts of
 * total, main, sub and inactive categories; tabs All, Main and Sub listing cards with title,
 * description, slug, created date, thread, post and subcategory counts, colour, an
 * Active/Inactive badge, Edit and Delete; and the categories awaiting approval.
 */
export function CategoryManagementView(props: CategoryManagementViewProps) {
  const { status, categories, tab, headingLevel = 2 } = props;
  const counts = categoryCounts(categories);
  const ready = status === 'ready';

  const panel = (id: CategoryTab) => {
    if (status === 'loading') return <LoadingCards label={t.loading} />;
    if (status === 'error') return <ErrorState message={m.fetchFailed} onRetry={props.onRetry} />;
    const shown = categoriesOf(categories, id);
    if (shown.length === 0)
      return <EmptyState title={t.empty[id]} description={t.emptyHint} headingLevel={3} />;
    return (
      <div aria-label={t.listLabel(t.tabs[id])} role="group">
        <CardGrid columns={2}>
          {shown.map((category) => (
            <CategoryCard
              key={category.id}
              category={category}
              subcategories={subcategoryCount(category, categories)}
              onEdit={() => props.onEdit(category)}
              onDelete={() => props.onDelete(category)}
            />
          ))}
        </CardGrid>
      </div>
    );
  };

  return (
    <Stack space="large">
      <div className={styles.header}>
        <Stack space="xsmall">
          <Heading level={headingLevel} size={headingLevel === 1 ? 2 : 3}>
            {t.title}
          </Heading>
          <Text tone="muted">{t.intro}</Text>
        </Stack>
        <Button variant="primary" onClick={props.onCreate} disabled={!ready}>
          {t.create}
        </Button>
      </div>
      <ul className={styles.counts} aria-label={t.countsLabel}>
        {(['total', 'main', 'sub', 'inactive'] as const).map((key) => (
          <li key={key}>
            <StatCard
              label={t.counts[key]}
              value={status === 'error' ? undefined : counts[key]}
              loading={status === 'loading'}
            />
          </li>
        ))}
      </ul>
      <Tabs
        aria-label={t.tabsLabel}
        variant="sub"
        selectedId={tab}
        onSelectedIdChange={(id) => props.onTabChange(id as CategoryTab)}
        tabs={CATEGORY_TABS.map((id) => ({
          id,
          label: t.tabs[id],
          count: ready ? (id === 'all' ? counts.total : counts[id]) : undefined,
          content: panel(id),
        }))}
      />
      <PendingSection {...props} />
    </Stack>
  );
}
