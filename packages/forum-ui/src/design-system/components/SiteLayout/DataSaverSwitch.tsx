import { useContext } from 'react';
import { SaveDataHeaderContext, useDataSaver } from '../../hooks/useDataSaver.ts';
import { setDataSaver } from '../../utils/dataSaver/dataSaver.ts';
import { cx } from '../../utils/text/cx.ts';
import * as styles from './DataSaverSwitch.css.ts';

/** The switch's words. */
export const DATA_SAVER_LABEL = 'Data saver';

export interface DataSaverSwitchProps {
  /** The switch's name (default 'Data saver'). */
  label?: string;
  /** The id of the text that says what the saver does, read as the switch's description. */
  describedBy?: string;
  /** Extra class for the row (the label around the switch). */
  className?: string;
}

/**
 * The reader's data saver switch (utils/dataSaver): on, images in posts wait for their button,
 * avatars stay initials, and nothing is prefetched. It shows the saver as it is now (the
 * browser's wish included) and remembers a change on this device. A native checkbox with the
 * switch role: Space toggles it, and it reads as 'Data saver, switch, on'.
 */
export function DataSaverSwitch({
  label = DATA_SAVER_LABEL,
  describedBy,
  className,
}: DataSaverSwitchProps) {
  const on = useDataSaver();
  const header = useContext(SaveDataHeaderContext);
  return (
    <label className={cx(styles.root, className)}>
      <input
        type="checkbox"
        role="switch"
        className={styles.input}
        checked={on}
        aria-describedby={describedBy}
        onChange={(event) => setDataSaver(event.currentTarget.checked, header)}
      />
      {label}
    </label>
  );
}
