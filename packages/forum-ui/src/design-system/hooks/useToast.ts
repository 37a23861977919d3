import { createContext, useContext } from 'react';
import type { FieldErrorMap } from '../utils/failures/fieldErrors.ts';

/*
 * The toaster's API, which the form layer and screens call. The toasts themselves (their
 * region, timers and keyboard) are components/Toast's ToastProvider, which provides it.
 */

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastOptions {
  /**
   * Milliseconds before the toast leaves by itself. `Infinity` (or 0) keeps it
   * until it is dismissed. Defaults: see `TOAST_DURATION`.
   */
  duration?: number;
  /** Showing a toast with an id already on screen replaces that toast. */
  id?: string;
}

export interface ToastApi {
  success: (message: string, options?: ToastOptions) => string;
  error: (message: string, options?: ToastOptions) => string;
  info: (message: string, options?: ToastOptions) => string;
  /**
   * An action's failure (a mutation's error): its message as an error toast, except when the
   * action waits for the person to log in again (a 401 the query client sends again after the
   * login, @forum/api's waitsForLogin). The one login prompt speaks for those; a toast beside it
   * would say the action failed when it is only waiting. Gives the toast's id, if shown.
   */
  failed: (error: unknown, message: string, options?: ToastOptions) => string | undefined;
  /** Removes one toast, or every toast when no id is given. */
  dismiss: (id?: string) => void;
  /** A Laravel 422 errors map: one error toast per message, as 'field: message'. */
  fieldErrors: (
    errors: FieldErrorMap | null | undefined,
    options?: Omit<ToastOptions, 'id'>,
  ) => string[];
}

/** Provided by ToastProvider (components/Toast). */
export const ToastContext = createContext<ToastApi | null>(null);

/** Shows toasts from anywhere below a ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider.');
  return api;
}
