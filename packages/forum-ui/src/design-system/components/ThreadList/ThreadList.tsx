import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../utils/text/cx.ts';
import { parseDate } from '../../utils/format/dates.ts';
import { LocalTime } from '../LocalTime/LocalTime.tsx';
import { formatCompactCount } from '../../utils/format/numbers.ts';
import { threadPath, type ThreadAddress } from '../../utils/addresses/paths.ts';
import { Badge } from '../Badge/Badge.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { LetterBadge } from '../LetterBadge/LetterBadge.tsx';
import { AuthorLink, type AuthorLinkAuthor } from '../AuthorLink/AuthorLink.tsx';
import { useSavedPages } from '../../hooks/useSavedPages.ts';
import { VisuallyHidden } from '../../primitives/VisuallyHidden.tsx';
import { threadMark, type SeenReplies } from '../../utils/reading/threadMark.ts';
import * as styles from './ThreadList.css.ts';
import type { ThreadListVariants } from './ThreadList.css.ts';
import { ProvidedLink } from '../Link/LinkProvider.tsx';

/** What an item needs: the fields every thread list of the API sends (extra fields are ignored). */
export interface ThreadListItem extends ThreadAddress {
  title?: string | null;
  /** Null when the account no longer exists. */
  author?: AuthorLinkAuthor | null;
  created_at?: string | null;
  replies_count?: number | null;
  views?: number | null;
  is_sticky?: boolean | null;
}

/** The facts an item can show under its title, in this order. */
export type ThreadListMeta = 'author' | 'date' | 'replies' | 'views';

export interface ThreadListLabels {
  /** Link text for a thread with an empty title (its badge shows 'T'). */
  untitled: string;
  /** Shown for a thread whose author no longer exists. */
  anonymous: string;
  /** Before the author's name. */
  by: string;
  /** The reply count, already formatted ('1.2K'). */
  replies: (count: number, formatted: string) => string;
  views: (count: number, formatted: string) => string;
  /** The marker of a sticky thread (with `markSticky`). */
  sticky: string;
  /** The marker of a thread whose page this device keeps for reading offline. */
  offline: string;
  /** Said after the title of a thread opened here before, with replies since ('7 new'). */
  newReplies: (formatted: string) => string;
  /** Said after the title of a thread opened here before, with none since. */
  read: string;
}

export const DEFAULT_THREAD_LIST_LABELS: ThreadListLabels = {
  untitled: 'Untitled thread',
  anonymous: 'Anonymous',
  by: 'by',
  replies: (count, formatted) => `${formatted} ${count === 1 ? 'reply' : 'replies'}`,
  views: (count, formatted) => `${formatted} ${count === 1 ? 'view' : 'views'}`,
  sticky: 'Pinned',
  offline: 'Available offline',
  newReplies: (formatted) => `${formatted} new`,
  read: 'Read',
};

export type ThreadListProps = Omit<ComponentPropsWithRef<'ul'>, 'children'> &
  ThreadListVariants & {
    /** The threads, in the order shown. */
    threads: readonly ThreadListItem[];
    /** What each item shows under its title (default author, date and replies; [] for none). */
    meta?: readonly ThreadListMeta[];
    /**
     * The position of the first item in the whole list (e.g. 8 on the second page of 8): badge
     * colours cycle by position, so an item keeps its colour whichever page shows it.
     */
    startIndex?: number;
    /** Mark sticky threads with a 'Pinned' badge. */
    markSticky?: boolean;
    /** The list's words (replies, views, sticky, locked), to translate or reword. */
    labels?: Partial<ThreadListLabels>;
    /**
     * Replies seen when each thread was last open on this device (by id; read in the browser,
     * after the page shows): a thread with replies since gets its count on its badge, one with
     * none is shown as read. Marks only recolour and overlay, so adding them moves nothing.
     */
    seen?: SeenReplies;
  };

const DEFAULT_META: readonly ThreadListMeta[] = ['author', 'date', 'replies'];

/** The attribute marking each item's title link (see `focusThreadLink`). */
const LINK_ATTRIBUTE = 'data-thread-link';

/**
 * Moves focus to the title link of the item at `index` of a ThreadList (for example the first
 * item a Load More button revealed, when that button goes away). Returns whether it could.
 */
export function focusThreadLink(list: HTMLElement | null, index: number): boolean {
  const link = list?.children.item(index)?.querySelector<HTMLElement>(`[${LINK_ATTRIBUTE}]`);
  link?.focus();
  return link !== null && link !== undefined;
}

function MetaLine({
  thread,
  meta,
  labels,
}: {
  thread: ThreadListItem;
  meta: readonly ThreadListMeta[];
  labels: ThreadListLabels;
}) {
  const parts: ReactNode[] = [];
  for (const kind of meta) {
    if (kind === 'author') {
      parts.push(
        <span key="author">
          {`${labels.by} `}
          <AuthorLink author={thread.author} fallbackName={labels.anonymous} />
        </span>,
      );
    } else if (kind === 'date') {
      if (parseDate(thread.created_at))
        parts.push(<LocalTime key="date" value={thread.created_at} />);
    } else {
      const count = kind === 'replies' ? thread.replies_count : thread.views;
      if (typeof count === 'number' && Number.isFinite(count))
        parts.push(<span key={kind}>{labels[kind](count, formatCompactCount(count))}</span>);
    }
  }
  if (parts.length === 0) return null;
  return (
    <p className={styles.meta}>
      {parts.map((part, i) => (
        <span key={i} className={styles.metaPart}>
          {i > 0 && <span aria-hidden="true">·</span>}
          {part}
        </span>
      ))}
    </p>
  );
}

/**
 * A compact list of threads: each item has the letter badge of its title (colours cycling by
 * position), the title linking to the thread page, and optional facts (author linking to their
 * page, date, replies, views). Used by the home page lists, the paged list pages and the forum
 * pages. An empty `threads` renders an empty list: the caller says why it is empty. A thread whose
 * page this device keeps for reading offline is marked 'Available offline' (in the browser, once
 * hydrated: useSavedPages).
 */
export function ThreadList({
  threads,
  meta = DEFAULT_META,
  startIndex = 0,
  markSticky = false,
  labels: labelOverrides,
  density,
  seen,
  className,
  ...rest
}: ThreadListProps) {
  const labels = { ...DEFAULT_THREAD_LIST_LABELS, ...labelOverrides };
  const saved = useSavedPages();
  return (
    <ul className={cx(styles.list({ density }), className)} {...rest}>
      {threads.map((thread, i) => {
        const text = thread.title?.trim() ? thread.title : labels.untitled;
        const path = threadPath(thread);
        const mark = threadMark(seen?.[thread.id], thread.replies_count);
        return (
          <li key={thread.id} className={styles.item({ density })}>
            <span className={styles.badgeBox}>
              <LetterBadge
                title={thread.title}
                index={startIndex + i}
                size={density === 'compact' ? 'small' : 'medium'}
              />
              {mark?.kind === 'new' && (
                <span className={styles.newCount} aria-hidden="true">
                  {formatCompactCount(mark.count)}
                </span>
              )}
            </span>
            <div className={styles.body}>
              <span className={styles.titleRow}>
                {markSticky && thread.is_sticky && (
                  <Badge tone="warning" size="small">
                    {labels.sticky}
                  </Badge>
                )}
                <ProvidedLink
                  href={path}
                  className={styles.title({ density })}
                  data-read={mark?.kind === 'read'}
                  {...{ [LINK_ATTRIBUTE]: '' }}
                >
                  {text}
                  {mark && (
                    <VisuallyHidden>
                      {mark.kind === 'new'
                        ? labels.newReplies(formatCompactCount(mark.count))
                        : labels.read}
                    </VisuallyHidden>
                  )}
                </ProvidedLink>
                {saved.has(path) && (
                  <Badge tone="success" size="small">
                    {labels.offline}
                  </Badge>
                )}
              </span>
              <MetaLine thread={thread} meta={meta} labels={labels} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export interface ThreadListPlaceholderProps extends ThreadListVariants {
  /** How many rows the list will show when it arrives. */
  count: number;
  /** The facts its items will show (a line under each title unless []). */
  meta?: readonly ThreadListMeta[];
}

/**
 * The shape of a ThreadList that is loading: as many rows as it will show, each with a badge,
 * a title line and (unless `meta` is []) a line of facts, in the list's own spacing. The list
 * then takes the space kept for it instead of pushing the page down. Hidden from assistive
 * technology: the caller announces the wait (a status message).
 */
export function ThreadListPlaceholder({
  count,
  meta = DEFAULT_META,
  density,
}: ThreadListPlaceholderProps) {
  return (
    <ul className={styles.list({ density })} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={styles.item({ density })}>
          <Skeleton
            variant="block"
            width={density === 'compact' ? 24 : 36}
            height={density === 'compact' ? 24 : 36}
          />
          <div className={styles.body}>
            <span className={styles.title({ density })}>
              <Skeleton width={`${60 + ((i * 17) % 30)}%`} />
            </span>
            {meta.length > 0 && (
              <p className={styles.meta}>
                <Skeleton width="40%" />
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
