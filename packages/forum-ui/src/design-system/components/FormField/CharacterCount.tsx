import { useMemo } from 'react';
import { formText as t } from '../../messages/forms.ts';
import { visuallyHidden } from '../../primitives/primitives.css.ts';
import { cx } from '../../utils/text/cx.ts';
import { countGraphemes, measureAgainst } from '../../utils/text/graphemes.ts';
import { counter, counterNear, counterOver } from './FormField.css.ts';

export interface CharacterCountProps {
  /** The id the control lists in its `aria-describedby` (the count is read with the field). */
  id: string;
  /** The field's text. */
  value: string;
  /** The most characters the field takes; without it the count is shown alone. */
  limit?: number;
}

/**
 * A field's character counter, in graphemes (a family emoji is one character): '12 / 255
 * characters'. It is the field's description, so a screen reader reads it with the field, not
 * on every key. Near the limit (its last tenth) and over it, a polite live region says how many
 * characters are left or too many; far from the limit it stays silent.
 */
export function CharacterCount({ id, value, limit }: CharacterCountProps) {
  // Counted once per change of the text, not on every render of the form (a pasted 100,000
  // characters is counted once, not again for each key typed in another field).
  const measured = useMemo(
    () => (limit === undefined ? { count: countGraphemes(value) } : measureAgainst(value, limit)),
    [value, limit],
  );
  if (!('max' in measured)) {
    return (
      <p id={id} className={counter}>
        {t.counterOnly(measured.count)}
      </p>
    );
  }
  const { count, max, over, left, near } = measured;
  const announcement = over > 0 ? t.charactersOver(over) : near ? t.charactersLeft(left) : '';
  return (
    <>
      <p id={id} className={cx(counter, near && counterNear, over > 0 && counterOver)}>
        {t.counter(count, max)}
      </p>
      <span className={visuallyHidden} aria-live="polite">
        {announcement}
      </span>
    </>
  );
}
