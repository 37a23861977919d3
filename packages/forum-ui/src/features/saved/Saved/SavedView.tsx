import { useRef, type ReactNode } from 'react';
import type { SavedItem } from '@forum/api';
import {
  Button,
  ButtonLink,
  EmptyState,
  ErrorState,
  Link,
  LocalTime,
  PageHeader,
  Skeleton,
  Stack,
  Text,
  formatBytes,
} from '@forum/forum-ui/design-system';
import { savedText as t } from '../messages.ts';
import * as styles from './Saved.css.ts';

export interface SavedViewProps {
  /** Above the list: a board being saved ("Save this board" leads here). */
  boardSave?: ReactNode;
  status: 'loading' | 'error' | 'ready' | 'unsupported';
  /** Newest first. */
  items?: readonly SavedItem[];
  /** No connection now: what is here opens all the same. */
  offline?: boolean;
  /** Whether the browser promised to keep the site's storage (navigator.storage.persisted). */
  persisted?: boolean;
  /** The path being removed, or 'all'. */
  removing?: string;
  /** What the last removal did, for the live region. */
  announcement?: string;
  /** Removes an item; once it resolves, focus moves to what the removal says. */
  onRemove: (item: SavedItem) => Promise<unknown>;
  onRemoveAll: () => Promise<unknown>;
  onRetry: () => void;
}

/**
 * /saved: what this device keeps for reading offline, newest first, each with its age and its
 * size, to open or remove; or remove all. Reached from the account menu and the offline page.
 */
export function SavedView({
  boardSave,
  status,
  items = [],
  offline = false,
  persisted = true,
  removing,
  announcement,
  onRemove,
  onRemoveAll,
  onRetry,
}: SavedViewProps) {
  const bytes = items.reduce((total, item) => total + item.bytes, 0);
  // The button pressed goes with its item: focus moves to what the removal says, above the list.
  const said = useRef<HTMLParagraphElement>(null);
  const then = (removal: Promise<unknown>) =>
    void removal.then(
      () => said.current?.focus(),
      () => undefined,
    );
  return (
    <Stack space="large">
      <PageHeader title={t.pageTitle} description={t.pageDescription} divided />
      {offline && <Text tone="muted">{t.offlineNote}</Text>}
      {boardSave}
      <p role="status" className={styles.status} ref={said} tabIndex={-1}>
        {announcement}
      </p>
      {status === 'loading' && (
        <Stack space="medium" aria-hidden="true">
          <Skeleton width="60%" />
          <Skeleton width="45%" />
          <Skeleton width="52%" />
        </Stack>
      )}
      {status === 'unsupported' && <EmptyState title={t.unsupported} headingLevel={2} />}
      {status === 'error' && (
        <ErrorState message={t.loadFailed} retryLabel={t.retry} onRetry={onRetry} />
      )}
      {status === 'ready' && items.length === 0 && (
        <EmptyState
          title={t.emptyTitle}
          description={t.emptyDescription}
          headingLevel={2}
          icon="📥"
          action={
            <ButtonLink to="/Forums" variant="secondary">
              {t.browseForums}
            </ButtonLink>
          }
        />
      )}
      {status === 'ready' && items.length > 0 && (
        <section aria-label={t.listLabel}>
          <div className={styles.listHead}>
            <Text tone="muted">{t.total(items.length, formatBytes(bytes))}</Text>
            <Button
              variant="ghost"
              size="small"
              busy={removing === 'all'}
              onClick={() => then(onRemoveAll())}
            >
              {t.removeAll}
            </Button>
          </div>
          {!persisted && <Text tone="muted">{t.notPersisted}</Text>}
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.path} className={styles.item}>
                <div className={styles.itemBody}>
                  <Link to={item.path} className={styles.itemTitle}>
                    {item.title}
                  </Link>
                  <Text size="small" tone="muted">
                    {item.kind === 'board' ? t.kindBoard(item.threads ?? 0) : t.kindThread}
                    {' · '}
                    <LocalTime value={item.savedAt} withTime>
                      {t.age}
                    </LocalTime>
                    {' · '}
                    {formatBytes(item.bytes)}
                  </Text>
                </div>
                <Button
                  variant="secondary"
                  size="small"
                  aria-label={t.removeLabel(item.title)}
                  busy={removing === item.path}
                  onClick={() => then(onRemove(item))}
                >
                  {t.remove}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Stack>
  );
}
