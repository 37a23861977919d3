import type { ReactNode, RefObject } from 'react';
import { Button } from '../Button/Button.tsx';
import { Dialog, DialogClose, type DialogSize } from './Dialog.tsx';

export interface ConfirmDialogProps {
  /** The question is on screen. */
  open: boolean;
  /** Cancel, ×, Escape or an outside click. Ignored while busy. */
  onClose: () => void;
  /** The person confirmed (the confirm button). */
  onConfirm: () => void;
  /** e.g. 'Delete user?' */
  title: ReactNode;
  /** What will happen, e.g. 'This cannot be undone.' It describes the dialog. */
  message: ReactNode;
  /** The confirm button's words, a verb that names the act, e.g. 'Delete' (default 'Confirm'). */
  confirmLabel?: string;
  /** The cancel button's words (default 'Cancel'). */
  cancelLabel?: string;
  /** `critical` for destructive actions (delete, ban). */
  tone?: 'primary' | 'critical';
  /** The confirmed request is running: the confirm button shows `busyLabel`, nothing closes. */
  busy?: boolean;
  /** What the confirm button says while `busy`, e.g. 'Deleting...'. */
  busyLabel?: string;
  /** The dialog's width: 'small' by default for a question. */
  size?: DialogSize;
  /** Where focus goes on close, when the opener may be gone (e.g. after a delete). */
  finalFocus?: RefObject<HTMLElement | null>;
}

/**
 * Asks before an action that matters, such as deleting a user or a category.
 * An alert dialog; focus starts on Cancel, so Enter alone never destroys anything.
 */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'primary',
  busy = false,
  busyLabel,
  size = 'small',
  finalFocus,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={message}
      size={size}
      busy={busy}
      role="alertdialog"
      finalFocus={finalFocus}
      footer={
        <>
          <DialogClose disabled={busy}>{cancelLabel}</DialogClose>
          <Button variant={tone} busy={busy} busyLabel={busyLabel} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
