import {
  Dialog as AriakitDialog,
  DialogDescription,
  DialogDisclosure,
  DialogDismiss,
  DialogHeading,
} from '@ariakit/react';
import { useEffect, useRef, type FormEvent, type ReactNode, type RefObject } from 'react';
import { cx } from '../../utils/text/cx.ts';
import { Button, type ButtonProps } from '../Button/Button.tsx';
import { TOAST_REGION_ATTRIBUTE } from '../Toast/Toast.tsx';
import * as styles from './Dialog.css.ts';

export { DialogProvider, type DialogProviderProps } from '@ariakit/react';

export type DialogSize = NonNullable<styles.DialogVariants['size']>;

export interface DialogProps {
  /**
   * Controlled: whether the dialog is shown. Leave it out inside a
   * `DialogProvider`, where a `DialogTrigger` opens it.
   */
  open?: boolean;
  /** Called when Escape, an outside click, × or `DialogClose` asks to close. */
  onClose?: () => void;
  /** The heading; it names the dialog. */
  title: ReactNode;
  /** A short line under the title; it describes the dialog (aria-describedby). */
  description?: ReactNode;
  /** The body. It scrolls when taller than the screen allows. */
  children?: ReactNode;
  /** Actions, right-aligned: e.g. Cancel and Submit buttons. */
  footer?: ReactNode;
  /** Width: 'medium' by default (a form); 'small' for a question, 'large' for a long form. */
  size?: DialogSize;
  /**
   * The element to focus on open. By default the first field or button in the
   * body, then the footer (the close button comes last), else a scrolling body.
   * Given as an element, a new one (content that arrived while open) takes focus.
   */
  initialFocus?: HTMLElement | RefObject<HTMLElement | null> | null;
  /** The element to focus on close. By default the one that opened the dialog. */
  finalFocus?: RefObject<HTMLElement | null>;
  /** The accessible name of the × button. */
  closeLabel?: string;
  /** Close on Escape (default true). */
  hideOnEscape?: boolean;
  /** Close on a click outside (default true). */
  hideOnInteractOutside?: boolean;
  /**
   * Makes body and footer one <form>: a submit button in the footer submits it
   * and Enter in a field does too. The default submission is prevented.
   */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** A request is running: the dialog is aria-busy and refuses to close. */
  busy?: boolean;
  /** `alertdialog` for confirmations that interrupt the person. */
  role?: 'dialog' | 'alertdialog';
  /** Extra class for the dialog's panel. */
  className?: string;
  /** The dialog element's id, e.g. for a button's `aria-controls`. */
  id?: string;
}

/** Toasts stay readable and dismissable while a modal dialog is open. */
const getToastRegions = () =>
  Array.from(document.querySelectorAll<HTMLElement>(`[${TOAST_REGION_ATTRIBUTE}]`));

/**
 * A modal dialog (Ariakit Dialog) in a portal over a backdrop: title, optional
 * description, a body that scrolls, footer actions and a × close button.
 * Escape, an outside click and × close it; focus moves in on open and returns
 * to the opener on close.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size,
  initialFocus,
  finalFocus,
  closeLabel = 'Close',
  hideOnEscape = true,
  hideOnInteractOutside = true,
  onSubmit,
  busy = false,
  role = 'dialog',
  className,
  id,
}: DialogProps) {
  const inner = (
    <>
      {children != null && children !== false && <DialogBody>{children}</DialogBody>}
      {footer != null && footer !== false && <div className={styles.footer}>{footer}</div>}
    </>
  );
  return (
    <AriakitDialog
      id={id}
      role={role}
      open={open}
      onClose={(event) => {
        if (busy) {
          event.preventDefault();
          return;
        }
        onClose?.();
      }}
      unmountOnHide
      backdrop={<div className={styles.backdrop} />}
      initialFocus={initialFocus}
      finalFocus={finalFocus}
      hideOnEscape={hideOnEscape}
      hideOnInteractOutside={hideOnInteractOutside}
      getPersistentElements={getToastRegions}
      aria-busy={busy || undefined}
      className={cx(styles.dialog({ size }), className)}
    >
      <div className={styles.header}>
        <DialogHeading render={<h2 className={styles.title}>{title}</h2>} />
        {description != null && description !== false && (
          <DialogDescription className={styles.description}>{description}</DialogDescription>
        )}
      </div>
      {onSubmit ? (
        <form
          className={styles.content}
          onSubmit={(event) => {
            event.preventDefault();
            // The dialog is portalled, but React bubbles its submit through the component tree:
            // a dialog opened from inside a form (the editor's link dialog in the thread form)
            // must not submit that form too.
            event.stopPropagation();
            onSubmit(event);
          }}
        >
          {inner}
        </form>
      ) : (
        <div className={styles.content}>{inner}</div>
      )}
      {/* Last in the DOM so focus starts on the content; drawn in the top corner. */}
      <DialogDismiss
        className={styles.close}
        aria-label={closeLabel}
        disabled={busy}
        accessibleWhenDisabled
      >
        <span aria-hidden="true">×</span>
      </DialogDismiss>
    </AriakitDialog>
  );
}

const TABBABLE =
  'a[href], button, input:not([type="hidden"]), select, textarea, iframe, [contenteditable=""], [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

/**
 * The scrolling middle. When its content overflows and holds nothing to focus,
 * it takes tabindex=0 itself so keyboard users can scroll it.
 */
function DialogBody({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const innerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const body = ref.current;
    if (!body) return;
    const update = () => {
      const scrolls = body.scrollHeight > body.clientHeight + 1;
      const hasTabbable = body.querySelector(TABBABLE) !== null;
      if (scrolls && !hasTabbable) body.tabIndex = 0;
      else body.removeAttribute('tabindex');
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(body);
    if (innerRef.current) observer.observe(innerRef.current);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className={styles.body}>
      <div ref={innerRef}>{children}</div>
    </div>
  );
}

export type DialogTriggerProps = ButtonProps;

/** A Button that opens the dialog of the surrounding `DialogProvider`. */
export function DialogTrigger(props: DialogTriggerProps) {
  return <DialogDisclosure render={<Button {...props} />} />;
}

/** A footer button that closes the dialog it is in (e.g. Cancel). */
export function DialogClose({ variant = 'secondary', ...props }: ButtonProps) {
  return <DialogDismiss render={<Button variant={variant} {...props} />} />;
}
