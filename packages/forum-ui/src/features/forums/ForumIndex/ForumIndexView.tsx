import {
  inlineVars,
  ButtonLink,
  Card,
  EmptyState,
  Facts,
  ErrorState,
  PageHeader,
  Skeleton,
  Heading,
  Stack,
  Text,
  VisuallyHidden,
  formatCompactCount,
  type NewThreadLink,
  type ForumCategory,
  type ForumSection,
} from '@forum/forum-ui/design-system';
import { useId } from 'react';
import { forumText as t } from '../messages.ts';
import * as styles from './ForumIndex.css.ts';
import { LatestThreadsView, type LatestThreadsViewProps } from './LatestThreadsView.tsx';

/** The default category colour (spec, section 9). */
export const DEFAULT_CATEGORY_COLOR = '#3b82f6';

export interface ForumIndexViewProps {
  status: 'loading' | 'error' | 'ready';
  /** The main categories with their boards (see forumSections). */
  sections?: readonly ForumSection[];
  /** 'Error: {message}' or 'Failed to load categories'. */
  errorMessage?: string;
  onRetry?: () => unknown;
  retrying?: boolean;
  /** Where New Thread goes: the form for members, /login for guests (see newThreadLink). */
  newThread: NewThreadLink;
  /** The latest-thread list under the categories. */
  latest: LatestThreadsViewProps;
}

function Counts({ category }: { category: ForumCategory }) {
  const threads = category.threads_count ?? 0;
  const posts = category.posts_count ?? 0;
  return (
    <Facts
      items={[
        t.threadCount(threads, formatCompactCount(threads)),
        t.postCount(posts, formatCompactCount(posts)),
      ]}
    />
  );
}

function BoardTile({ board }: { board: ForumCategory }) {
  return (
    <Card
      as="li"
      href={`/Forum/${encodeURIComponent(board.slug)}`}
      title={board.title || board.slug}
      className={styles.tile}
      style={inlineVars({ [styles.accent]: board.color || DEFAULT_CATEGORY_COLOR })}
      footer={<Counts category={board} />}
    >
      {board.description ? (
        <Text size="small" tone="muted" className={styles.description}>
          {board.description}
        </Text>
      ) : undefined}
    </Card>
  );
}

function CategorySection({ section }: { section: ForumSection }) {
  const headingId = useId();
  const title = section.category.title || section.category.slug;
  return (
    <Stack as="section" space="medium" aria-labelledby={headingId}>
      <Stack space="xsmall">
        <Heading level={2} id={headingId}>
          {title}
        </Heading>
        {section.category.description && (
          <Text tone="muted" className={styles.description}>
            {section.category.description}
          </Text>
        )}
      </Stack>
      <ul className={styles.tiles} aria-label={t.subcategories(title)}>
        {section.boards.map((board) => (
          <BoardTile key={board.id} board={board} />
        ))}
      </ul>
    </Stack>
  );
}

function LoadingSections() {
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{t.loadingCategories}</VisuallyHidden>
      <Stack space="xlarge">
        {[0, 1].map((section) => (
          <Stack key={section} space="medium">
            <Skeleton width="12rem" height="1.5rem" />
            <div className={styles.tiles}>
              {[0, 1, 2].map((tile) => (
                <Skeleton key={tile} variant="block" height={120} />
              ))}
            </div>
          </Stack>
        ))}
      </Stack>
    </div>
  );
}

/**
 * /Forums (and /Forum): the header 'Forum Categories' with New Thread, the approved main
 * categories that have boards, each board a tile linking to /Forum/{slug} with its counts, and
 * the latest threads.
 */
export function ForumIndexView({
  status,
  sections = [],
  errorMessage,
  onRetry,
  retrying,
  newThread,
  latest,
}: ForumIndexViewProps) {
  const guest = newThread.to === '/login';
  const hintId = useId();
  let body;
  if (status === 'loading') body = <LoadingSections />;
  else if (status === 'error')
    body = (
      <ErrorState
        message={errorMessage}
        onRetry={onRetry}
        retrying={retrying}
        retryLabel={t.retry}
        headingLevel={2}
      />
    );
  else if (sections.length === 0)
    body = <EmptyState title={t.noCategories} description={t.noCategoriesHint} headingLevel={2} />;
  else
    body = (
      <Stack space="xlarge">
        {sections.map((section) => (
          <CategorySection key={section.category.id} section={section} />
        ))}
      </Stack>
    );

  return (
    <Stack space="xlarge">
      <PageHeader
        title={t.forumCategories}
        description={t.forumIntro}
        actions={
          <>
            <ButtonLink
              to={newThread.to}
              state={newThread.state}
              variant="primary"
              aria-describedby={guest ? hintId : undefined}
            >
              {t.newThread}
            </ButtonLink>
            {guest && (
              <Text as="span" size="small" tone="muted" id={hintId}>
                {t.newThreadGuestHint}
              </Text>
            )}
          </>
        }
      />
      {body}
      <LatestThreadsView {...latest} />
    </Stack>
  );
}
