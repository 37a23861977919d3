import { useId } from 'react';
import {
  estimateDownload,
  refusalOf,
  useSaveForOffline,
  useSavedItems,
  type SavedItem,
} from '@forum/api';
import {
  Button,
  LocalTime,
  useDataSaver,
  VisuallyHidden,
  formatBytes,
} from '@forum/forum-ui/design-system';
import { saveRefusalText, savingText as t } from '../../../connected/saving.ts';
import * as styles from './Reading.css.ts';

export interface SaveThreadViewProps {
  /** The saved copy, when there is one. */
  saved?: Pick<SavedItem, 'savedAt' | 'bytes'>;
  saving?: boolean;
  /** Why the last try did not save it (next to the button). */
  refusal?: string;
  /** Said once a save has finished (a live region announces it). */
  done?: boolean;
  onSave: () => void;
}

/**
 * "Save for offline" on a thread, and what it did: "Saved Dec 2, 2026, 3:04 PM · 180 kB" with
 * "Update saved copy", or why it was not saved, next to the button. The status is a live region,
 * so a screen reader hears the outcome.
 */
export function SaveThreadView({
  saved,
  saving = false,
  refusal,
  done,
  onSave,
}: SaveThreadViewProps) {
  const refusalId = useId();
  return (
    <span className={styles.saveRow}>
      <Button
        variant="secondary"
        size="small"
        busy={saving}
        busyLabel={t.saving}
        onClick={onSave}
        aria-describedby={refusal ? refusalId : undefined}
      >
        {saved ? t.update : t.save}
      </Button>
      <span role="status" className={styles.status}>
        {saved && !saving && (
          <LocalTime value={saved.savedAt} withTime>
            {(when) => t.savedAt(when, formatBytes(saved.bytes))}
          </LocalTime>
        )}
        {done && !saving && <VisuallyHidden>{t.savedDone}</VisuallyHidden>}
      </span>
      {refusal && (
        <span id={refusalId} className={styles.refusal}>
          {refusal}
        </span>
      )}
    </span>
  );
}

export interface SaveThreadProps {
  /** The thread page's address ('/threads/12'). */
  path: string;
  title: string;
  /** Its replies, for the space it needs. */
  replies: number;
}

/** Saves the thread on screen for reading offline (the reader's saved copies, @forum/api). */
export function SaveThread({ path, title, replies }: SaveThreadProps) {
  const saved = useSavedItems().data?.find((item) => item.path === path);
  const { save } = useSaveForOffline(path);
  const dataSaver = useDataSaver();
  return (
    <SaveThreadView
      saved={saved}
      saving={save.isPending}
      done={save.isSuccess}
      refusal={save.isError ? saveRefusalText[refusalOf(save.error)] : undefined}
      onSave={() =>
        save.mutate({
          threads: [{ path, title }],
          images: !dataSaver,
          estimate: estimateDownload([{ replies_count: replies }]),
        })
      }
    />
  );
}
