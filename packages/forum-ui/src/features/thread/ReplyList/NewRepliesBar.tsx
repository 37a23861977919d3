import { Button } from '@forum/forum-ui/design-system';
import { threadText as t } from '../messages.ts';
import * as styles from './ReplyList.css.ts';

export interface NewRepliesBarProps {
  /** Replies the server has that the page does not show yet (nothing shows at 0). */
  count: number;
  onLoad: () => void;
  loading?: boolean;
}

/**
 * 'N new replies': floats at the bottom of the window, so appearing moves nothing the reader
 * is reading, and is announced politely. Choosing it loads them.
 */
export function NewRepliesBar({ count, onLoad, loading = false }: NewRepliesBarProps) {
  return (
    <div role="status" className={styles.newReplies}>
      {count > 0 && (
        <Button
          className={styles.newRepliesButton}
          size="small"
          busy={loading}
          busyLabel={t.loading}
          onClick={onLoad}
        >
          {t.newReplies(count)}
        </Button>
      )}
    </div>
  );
}
