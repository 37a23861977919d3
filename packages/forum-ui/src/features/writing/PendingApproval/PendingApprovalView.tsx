import {
  Badge,
  ButtonLink,
  Card,
  EmptyState,
  ErrorState,
  Facts,
  PageHeader,
  Skeleton,
  VisuallyHidden,
  formatDate,
  toDateTimeAttribute,
  threadPath,
  THREAD_FORM_PATH,
  type ThreadFormState,
} from '@forum/forum-ui/design-system';
import { writingText as t } from '../messages.ts';
import * as styles from './PendingApproval.css.ts';

/** A pending thread as the page shows it (a subset of the API's Thread). */
export interface PendingThread {
  id: number;
  slug?: string | null;
  title?: string | null;
  created_at?: string | null;
  category?: { title?: string | null; name?: string | null } | null;
}

export interface PendingApprovalViewProps {
  status: 'loading' | 'error' | 'ready';
  threads: readonly PendingThread[];
  /** 'Failed to load pending threads'. */
  errorMessage: string;
  onRetry?: () => unknown;
  retrying?: boolean;
  /** Where Go to Forum leads (default /Forum). */
  forumHref?: string;
}

/** What Create Another Thread hands the form: come back here when cancelled. */
const ANOTHER: ThreadFormState = { returnTo: '/pending-approval' };

function categoryOf(thread: PendingThread): string {
  return thread.category?.title?.trim() || thread.category?.name?.trim() || t.noCategory;
}

/**
 * /pending-approval: the member’s threads awaiting an administrator, each with its title (a link to
 * it: its author can read it), category, created date and 'Pending Approval', under the page's
 * two ways on: Go to Forum and Create Another Thread.
 */
export function PendingApprovalView({
  status,
  threads,
  errorMessage,
  onRetry,
  retrying,
  forumHref = '/Forum',
}: PendingApprovalViewProps) {
  let content;
  if (status === 'loading') {
    content = (
      <div className={styles.loading} aria-busy="true">
        <VisuallyHidden role="status">{t.loadingPending}</VisuallyHidden>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="block" height={88} />
        ))}
      </div>
    );
  } else if (status === 'error') {
    content = (
      <ErrorState
        message={errorMessage}
        onRetry={onRetry}
        retrying={retrying}
        retryLabel={t.retry}
        headingLevel={2}
      />
    );
  } else if (threads.length === 0) {
    content = <EmptyState title={t.noPending} description={t.noPendingHint} headingLevel={2} />;
  } else {
    content = (
      <ul className={styles.list} aria-label={t.pendingList}>
        {threads.map((thread) => {
          const created = formatDate(thread.created_at);
          return (
            <Card
              key={thread.id}
              as="li"
              headingLevel={2}
              title={thread.title?.trim() || `#${thread.id}`}
              href={threadPath(thread)}
              subtitle={
                <Facts
                  items={[
                    t.postedIn(categoryOf(thread)),
                    created && (
                      <time dateTime={toDateTimeAttribute(thread.created_at)}>
                        {t.createdOn(created)}
                      </time>
                    ),
                  ]}
                />
              }
              actions={<Badge tone="warning">{t.pendingStatus}</Badge>}
            />
          );
        })}
      </ul>
    );
  }
  return (
    <div className={styles.page}>
      <PageHeader
        title={t.pendingTitle}
        description={t.pendingIntro}
        actions={
          <div className={styles.actions}>
            <ButtonLink to={forumHref} variant="secondary">
              {t.goToForum}
            </ButtonLink>
            <ButtonLink to={THREAD_FORM_PATH} state={ANOTHER}>
              {t.createAnother}
            </ButtonLink>
          </div>
        }
      />
      {content}
    </div>
  );
}
