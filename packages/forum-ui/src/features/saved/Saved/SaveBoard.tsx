import { useId } from 'react';
import {
  PAGE_SIZES,
  cancelSaving,
  estimateDownload,
  refusalOf,
  useCategoryThreadsBySlug,
  useSaveForOffline,
  type SaveProgress,
} from '@forum/api';
import {
  Button,
  Text,
  useDataSaver,
  threadPath,
  formatBytes,
  Heading,
} from '@forum/forum-ui/design-system';
import { saveRefusalText, savingText } from '../../../connected/saving.ts';
import { savedText as t } from '../messages.ts';
import * as styles from './Saved.css.ts';

export type SaveBoardStage =
  | { stage: 'loading' }
  | { stage: 'offer'; threads: number; bytes: number; dataSaver: boolean }
  | { stage: 'saving'; progress: SaveProgress }
  | { stage: 'done'; threads: number }
  | { stage: 'refused'; message: string };

export interface SaveBoardViewProps {
  /** The board's name. */
  title?: string;
  state: SaveBoardStage;
  onStart: () => void;
  onClose: () => void;
  onCancel: () => void;
}

/**
 * "Save this board", on the Saved page (a board's "Save this board" leads there): it first says
 * what it will download ("About 1.2 MB for 15 threads"), then shows its progress with Cancel,
 * then what it kept. Every step is announced (a live region).
 */
export function SaveBoardView({ title, state, onStart, onClose, onCancel }: SaveBoardViewProps) {
  const labelId = useId();
  return (
    <section className={styles.boardPanel} aria-labelledby={labelId}>
      <Heading level={2} size={4} id={labelId}>
        {title ? t.boardTitle(title) : savingText.saveBoard}
      </Heading>
      <div role="status">
        {state.stage === 'loading' && <Text tone="muted">{t.boardLoading}</Text>}
        {state.stage === 'offer' && (
          <Text>
            {t.boardOffer(state.threads, formatBytes(state.bytes))}
            {state.dataSaver && ` ${t.boardNoImages}`}
          </Text>
        )}
        {state.stage === 'saving' && (
          <Text>{t.boardProgress(state.progress.done, state.progress.total)}</Text>
        )}
        {state.stage === 'done' && <Text>{t.boardDone(state.threads)}</Text>}
        {state.stage === 'refused' && <Text tone="critical">{state.message}</Text>}
      </div>
      {state.stage === 'saving' && (
        <progress
          className={styles.progress}
          aria-label={t.boardProgressLabel}
          max={Math.max(1, state.progress.total)}
          value={state.progress.done}
        />
      )}
      <div className={styles.boardActions}>
        {state.stage === 'offer' && (
          <>
            <Button size="small" onClick={onStart}>
              {t.boardStart(state.threads)}
            </Button>
            <Button variant="ghost" size="small" onClick={onClose}>
              {t.boardNotNow}
            </Button>
          </>
        )}
        {state.stage === 'saving' && (
          <Button variant="secondary" size="small" onClick={onCancel}>
            {t.cancel}
          </Button>
        )}
        {(state.stage === 'done' || state.stage === 'refused') && (
          <Button variant="ghost" size="small" onClick={onClose}>
            {t.boardClose}
          </Button>
        )}
      </div>
    </section>
  );
}

export interface SaveBoardProps {
  /** The board's slug (/Forum/{slug}). */
  slug: string;
  /** Closes the panel (the address loses its ?board=). */
  onClose: () => void;
}

/** Saves a board's first page of threads for reading offline (see SaveBoardView). */
export function SaveBoard({ slug, onClose }: SaveBoardProps) {
  const path = `/Forum/${encodeURIComponent(slug)}`;
  // The board's first page, as the board shows it (the same query: often in the cache already).
  const board = useCategoryThreadsBySlug(slug, 1, PAGE_SIZES.categoryThreads);
  const { save, progress } = useSaveForOffline(path);
  const dataSaver = useDataSaver();
  const threads = board.data?.threads.data ?? [];
  const title = board.data?.category?.title || board.data?.category?.slug || slug;
  const bytes = estimateDownload(threads);
  const state: SaveBoardStage = save.isPending
    ? { stage: 'saving', progress: progress ?? { done: 0, total: threads.length } }
    : save.isSuccess
      ? { stage: 'done', threads: save.data.filter((item) => item.kind === 'thread').length }
      : save.isError
        ? { stage: 'refused', message: saveRefusalText[refusalOf(save.error)] }
        : board.isError
          ? { stage: 'refused', message: t.boardFailed }
          : !board.data
            ? { stage: 'loading' }
            : { stage: 'offer', threads: threads.length, bytes, dataSaver };
  return (
    <SaveBoardView
      title={board.data ? title : undefined}
      state={state}
      onClose={onClose}
      onCancel={() => cancelSaving(path)}
      onStart={() =>
        save.mutate({
          board: { path, title },
          threads: threads.map((thread) => ({
            path: threadPath(thread),
            title: thread.title ?? '',
          })),
          images: !dataSaver,
          estimate: bytes,
        })
      }
    />
  );
}
