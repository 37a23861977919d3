import { Dialog } from '@forum/forum-ui/design-system';
import { threadToolText as t } from '../StaffTools/messages.ts';
import * as styles from './Navigation.css.ts';
import { SHORTCUT_KEYS } from './shortcuts.ts';

export interface ShortcutsDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The thread page's keyboard shortcuts (opened with ?, or the 'Keyboard shortcuts' button). */
export function ShortcutsDialog({ open, onClose }: ShortcutsDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t.shortcuts}
      description={t.shortcutsIntro}
      size="small"
    >
      <dl className={styles.shortcutList}>
        {SHORTCUT_KEYS.map(({ key, action }) => (
          <div key={key} className={styles.shortcut}>
            <dt>
              <kbd className={styles.key}>{key}</kbd>
            </dt>
            <dd className={styles.shortcutText}>{t.shortcutHelp[action]}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
