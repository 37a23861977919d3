import { Text } from '../../primitives/Text.tsx';
import { root } from './SavedCopyNotice.css.ts';
import { savedCopyTime } from './savedCopyTime.ts';

export interface SavedCopyNoticeProps {
  /** When the copy shown was saved (milliseconds since the epoch). */
  savedAt: number;
  /** The time to compare the day with: the day is named when it is another (e.g. the page's load). */
  now: number;
  /** The locale to write the time in (default: the reader's). */
  locale?: string;
  /** The time zone to write the time in (default: the reader's). */
  timeZone?: string;
  /** The words around the time, to translate or reword (default 'Saved copy from 10:42'). */
  label?: (time: string) => string;
}

const DEFAULT_LABEL = (time: string) => `Saved copy from ${time}`;

/**
 * Says that the page shows a copy saved on this device (the network failed or was too slow),
 * and from when. A status: read once when it appears, never focused. Render it in the browser
 * only (its time is in the reader's zone, which a server does not know); the app removes it
 * once the page's data has come again from the network.
 */
export function SavedCopyNotice({
  savedAt,
  now,
  locale,
  timeZone,
  label = DEFAULT_LABEL,
}: SavedCopyNoticeProps) {
  return (
    <div role="status" className={root}>
      <Text size="small" as="span" weight="medium">
        {label(savedCopyTime(savedAt, now, { locale, timeZone }))}
      </Text>
    </div>
  );
}
