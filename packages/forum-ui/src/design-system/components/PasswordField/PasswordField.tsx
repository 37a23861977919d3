import { StrokeIcon } from '../../primitives/StrokeIcon.tsx';
import { useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import { formText } from '../../messages/forms.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import { toggle as toggleClass } from './PasswordField.css.ts';
import { assignRef } from '../../utils/dom/assignRef.ts';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'> & {
  /** Name of the toggle while the password is hidden. */
  showPasswordLabel?: string;
  /** Name of the toggle while the password is shown. */
  hidePasswordLabel?: string;
  /** Start with the password shown. */
  defaultVisible?: boolean;
  /** Called when the password is shown or hidden. */
  onVisibleChange?: (visible: boolean) => void;
};

/** The toggle's eye, open or struck through, drawn in the text's colour. */
function EyeIcon({ struck }: { struck: boolean }) {
  return (
    <StrokeIcon grid={20} strokeWidth={1.6}>
      {struck ? (
        <>
          <path d="M8.2 4.7A8 8 0 0 1 10 4.5c5.2 0 8.2 5.5 8.2 5.5a14 14 0 0 1-2.2 2.9M5.5 6.1C3.2 7.6 1.8 10 1.8 10s3 5.5 8.2 5.5c1.5 0 2.8-.4 4-1.1" />
          <path d="M8.2 8.2a2.6 2.6 0 0 0 3.6 3.6M2.5 2.5l15 15" />
        </>
      ) : (
        <>
          <path d="M1.8 10S4.8 4.5 10 4.5 18.2 10 18.2 10 15.2 15.5 10 15.5 1.8 10 1.8 10z" />
          <circle cx="10" cy="10" r="2.6" />
        </>
      )}
    </StrokeIcon>
  );
}

/**
 * A password input with a show/hide toggle button inside the field.
 *
 * - The toggle is a real button after the input in the tab order, named 'Show password'
 *   or 'Hide password' by what it will do, and pointing at the input with aria-controls.
 *   (No aria-pressed as well: a changing name plus a pressed state reads as 'Hide
 *   password, pressed', which contradicts itself.)
 * - Toggling keeps the value. Clicking the toggle with a pointer keeps focus in the
 *   input (mousedown is prevented) and puts the caret and selection back where they
 *   were, since changing an input's type can move them. From the keyboard, focus
 *   stays on the toggle so Enter/Space can be pressed again.
 * - While shown, spell checking and auto-capitalisation stay off, so the password is
 *   not sent to a spelling service or altered.
 */
export function PasswordField({
  showPasswordLabel = formText.showPassword,
  hidePasswordLabel = formText.hidePassword,
  defaultVisible = false,
  onVisibleChange,
  autoComplete = 'current-password',
  disabled,
  ref,
  id,
  ...rest
}: PasswordFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [visible, setVisible] = useState(defaultVisible);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const savedSelection = useRef<{
    start: number;
    end: number;
    direction: 'forward' | 'backward' | 'none';
  } | null>(null);

  const setInput = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      assignRef(ref, node);
    },
    [ref],
  );

  const toggle = () => {
    const input = inputRef.current;
    if (input && input === input.ownerDocument.activeElement && input.selectionStart !== null) {
      savedSelection.current = {
        start: input.selectionStart,
        end: input.selectionEnd ?? input.selectionStart,
        direction: input.selectionDirection ?? 'none',
      };
    }
    const next = !visible;
    setVisible(next);
    onVisibleChange?.(next);
  };

  // After the type has changed, put the caret back where the person left it.
  useLayoutEffect(() => {
    const input = inputRef.current;
    const selection = savedSelection.current;
    savedSelection.current = null;
    if (!input || !selection) return;
    input.setSelectionRange(selection.start, selection.end, selection.direction);
  }, [visible]);

  return (
    <TextField
      id={inputId}
      {...rest}
      ref={setInput}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      disabled={disabled}
      endAdornment={
        <IconButton
          size="small"
          variant="ghost"
          className={toggleClass}
          label={visible ? hidePasswordLabel : showPasswordLabel}
          aria-controls={inputId}
          icon={<EyeIcon struck={visible} />}
          disabled={disabled}
          // A pointer press must not take focus (and the caret) away from the input.
          onMouseDown={(event) => event.preventDefault()}
          onClick={toggle}
        />
      }
    />
  );
}
