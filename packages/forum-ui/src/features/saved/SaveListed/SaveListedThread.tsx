/**
 * "Save for offline" on a thread in a list (home, the paged lists, a board, the forum index's
 * latest threads): one small button per row, loaded after the page is on screen
 * (SaveListedSlot.tsx keeps its place meanwhile). What saving did is said in a toast, since a row
 * has no room for it: done, or why it was not saved (the device refused the space, offline…).
 */
import { estimateDownload, refusalOf, useSaveForOffline, useSavedItems } from '@forum/api';
import { IconButton, StrokeIcon, useDataSaver, useToast } from '@forum/forum-ui/design-system';
import { saveRefusalText, savingText as t } from '../../../connected/saving.ts';

export interface SaveListedThreadViewProps {
  /** The thread's title, in the button's name. */
  title: string;
  /** This device keeps a copy of the thread: saving again refreshes it. */
  saved: boolean;
  saving: boolean;
  onSave: () => void;
}

/** The row's button: a tray to save into, a tick once saved; named after its thread. */
export function SaveListedThreadView({ title, saved, saving, onSave }: SaveListedThreadViewProps) {
  return (
    <IconButton
      size="small"
      label={saved ? t.updateListed(title) : t.saveListed(title)}
      busy={saving}
      busyLabel={t.saving}
      onClick={onSave}
      icon={
        <StrokeIcon>
          {saved ? <path d="M5 13l4 4 10-10" /> : <path d="M12 4v11m-4-4l4 4 4-4M5 19h14" />}
        </StrokeIcon>
      }
    />
  );
}

export interface SaveListedThreadProps {
  /** The thread page's address ('/threads/12'). */
  path: string;
  title: string;
  /** Its replies, for the space it needs. */
  replies: number;
}

/** Saves a listed thread for reading offline (the reader's saved copies, @forum/api). */
export function SaveListedThread({ path, title, replies }: SaveListedThreadProps) {
  const saved = useSavedItems().data?.some((item) => item.path === path) ?? false;
  const { save } = useSaveForOffline(path);
  const dataSaver = useDataSaver();
  const toast = useToast();
  return (
    <SaveListedThreadView
      title={title}
      saved={saved}
      saving={save.isPending}
      onSave={() =>
        save.mutate(
          {
            threads: [{ path, title }],
            images: !dataSaver,
            estimate: estimateDownload([{ replies_count: replies }]),
          },
          {
            onSuccess: () => toast.success(t.savedDone, { id: `saved:${path}` }),
            onError: (error) =>
              toast.error(saveRefusalText[refusalOf(error)], { id: `saved:${path}` }),
          },
        )
      }
    />
  );
}
