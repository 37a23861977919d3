/*
 * Why Ariakit and not a styled native <select>:
 *
 * A native <select> is the most robust control there is when it is left alone, but
 * its option list cannot be styled (it ignores the dark theme's surfaces in several
 * browsers and shows long or unicode options however the OS likes), and its keyboard
 * behaviour differs between platforms (on macOS arrows open the list, on Windows they
 * change the value in place), which synthetic keyboard events in tests cannot drive.
 * Ariakit's select-only combobox follows the WAI-ARIA APG "Select-Only Combobox"
 * pattern, which screen readers announce as "<label>, combobox, <value>, collapsed",
 * gives the same keyboard on every platform (Enter/Space/ArrowDown open, arrows and
 * Home/End move, type-ahead jumps, Enter selects, Escape closes and returns focus),
 * and still renders a hidden native <select name> when `name` is given, so forms
 * submit and browsers autofill as with a real one.
 *
 * In @ariakit/react 0.4.40 the `SelectProvider/Select/SelectPopover/SelectItem`
 * family is marked @deprecated in favour of `ComboboxProvider/ComboboxSelect/
 * ComboboxPopover/ComboboxItem`, the same pattern on one store, so this wraps the
 * latter.
 */
import { ComboboxItem, ComboboxPopover, ComboboxProvider, ComboboxSelect } from '@ariakit/react';
import { useCallback, useRef, useState } from 'react';
import { cx } from '../../utils/text/cx.ts';
import { FormField, splitFrame, type FieldFrameProps } from '../FormField/FormField.tsx';
import { fieldBox } from '../TextField/TextField.css.ts';
import * as styles from './Select.css.ts';

export interface SelectOption<V extends string = string> {
  value: V;
  /** What the person sees, e.g. '1 day' for the value '1_day'. Defaults to the value. */
  label?: string;
  /** The option cannot be chosen. */
  disabled?: boolean;
}

export interface SelectProps<V extends string = string> extends FieldFrameProps {
  /** The choices, in the order shown. */
  options: readonly SelectOption<V>[];
  /** The selected value (controlled). */
  value?: V;
  /** The initially selected value (uncontrolled). */
  defaultValue?: V;
  /** Called with the chosen option's value. */
  onChange?: (value: V) => void;
  /** Shown while nothing is selected, e.g. 'Select a status'. */
  placeholder?: string;
  /** The select cannot be changed. */
  disabled?: boolean;
  /** Form field name: a hidden native <select> carries the value into FormData. */
  name?: string;
  /** The select's id. */
  id?: string;
  /** Ids of more text that describes the field, read after its hint and error. */
  'aria-describedby'?: string;
  /** Class for the select button; `fieldClassName` for the whole field. */
  className?: string;
  /** Gets the select button, e.g. for a dialog to focus it when its options arrive. */
  buttonRef?: (node: HTMLButtonElement | null) => void;
}

function ChevronIcon() {
  return (
    <svg
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 6l4 4 4-4" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M3.5 8.5l3 3 6-7" />
    </svg>
  );
}

/** A single-choice select for forms: role, suspension duration, contact status... */
export function Select<V extends string = string>(props: SelectProps<V>) {
  const [
    frame,
    {
      options,
      value,
      defaultValue,
      onChange,
      placeholder = 'Select…',
      disabled,
      name,
      id,
      'aria-describedby': describedBy,
      className,
      buttonRef,
    },
  ] = splitFrame(props);
  const [uncontrolled, setUncontrolled] = useState<string>(defaultValue ?? '');
  const selectedValue: string = value ?? uncontrolled;
  const selected = options.find((option) => option.value === selectedValue);
  const selectRef = useRef<HTMLButtonElement>(null);
  const setSelect = useCallback(
    (node: HTMLButtonElement | null) => {
      selectRef.current = node;
      buttonRef?.(node);
    },
    [buttonRef],
  );

  const select = (next: string | string[]) => {
    if (typeof next !== 'string' || next === selectedValue) return;
    const option = options.find((o) => o.value === next);
    if (!option) return;
    if (value === undefined) setUncontrolled(next);
    onChange?.(option.value);
  };

  return (
    <ComboboxProvider selectedValue={selectedValue} setSelectedValue={select}>
      <FormField
        {...frame}
        id={id}
        describedBy={describedBy}
        disabled={disabled}
        // Like a native select's label: clicking it focuses the select but does not open it.
        onLabelClick={(event) => {
          event.preventDefault();
          selectRef.current?.focus();
        }}
      >
        {(wiring, field) => (
          <>
            <ComboboxSelect
              ref={setSelect}
              {...wiring}
              aria-labelledby={field.labelId}
              name={name}
              disabled={disabled}
              className={cx(fieldBox(), styles.trigger, className)}
            >
              <span className={cx(styles.value, !selected && styles.placeholder)}>
                {selected ? (selected.label ?? selected.value) : placeholder}
              </span>
              <span className={styles.chevron} aria-hidden="true">
                <ChevronIcon />
              </span>
            </ComboboxSelect>
            <ComboboxPopover
              // In a portal so a Dialog's scrolling body cannot clip it. Focus stays on the
              // select while the list is open (aria-activedescendant), so Tab goes straight on
              // to the next field, as from a native select; Ariakit's tab-order guards (focusable
              // but aria-hidden, which axe rejects) are not needed.
              portal
              preserveTabOrder={false}
              sameWidth
              gutter={4}
              aria-labelledby={field.labelId}
              className={styles.popover}
            >
              {options.map((option) => (
                <ComboboxItem
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  className={styles.item}
                >
                  <span className={styles.itemLabel}>{option.label ?? option.value}</span>
                  <span className={styles.check} aria-hidden="true">
                    <CheckIcon />
                  </span>
                </ComboboxItem>
              ))}
            </ComboboxPopover>
          </>
        )}
      </FormField>
    </ComboboxProvider>
  );
}
