import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { toastFieldErrors } from '../../utils/failures/fieldErrors.ts';
import {
  ToastContext,
  useToast,
  type ToastApi,
  type ToastOptions,
  type ToastTone,
} from '../../hooks/useToast.ts';
import { useHydrated } from '../../hooks/useHydrated.ts';

// The toaster's API lives in hooks/ (the form layer shows toasts, and sits below components).
export { useToast, type ToastApi, type ToastOptions, type ToastTone };

/** Default lifetimes: long enough to read, errors longer. Paused while hovered or focused. */
export const TOAST_DURATION: Readonly<Record<ToastTone, number>> = {
  success: 5000,
  info: 5000,
  error: 10000,
};

/** The key that moves focus to the newest toast's Close button. */
export const TOAST_HOTKEY = 'F8';

/** Marks the toast region; Dialog keeps it usable while a modal is open. */
export const TOAST_REGION_ATTRIBUTE = 'data-toast-region';

export interface ToastRecord {
  id: string;
  /** Changes when a toast is replaced, so its timer starts again. */
  key: number;
  tone: ToastTone;
  message: string;
  duration: number;
}

/** Toast keys, unique across providers: a replaced toast gets a new key and a fresh timer. */
let lastToastKey = 0;

/** What ToastRegion (loaded after the page is interactive) gets from the provider. */
export interface ToastRegionProps {
  toasts: readonly ToastRecord[];
  label: string;
  closeLabel: string;
  onDismiss: (id?: string) => void;
  /** The region's focus keeper (or none as it goes), which the provider calls before a toast goes. */
  keepFocusWith: (keeper: ((id?: string) => void) | undefined) => void;
}

const ToastRegion = lazy(() => import('./ToastRegion.tsx'));

export interface ToastProviderProps {
  /** The page, which shows toasts through `useToast()`. */
  children?: ReactNode;
  /** The accessible name of the notifications region. */
  label?: string;
  /** The accessible name of each toast's close button. */
  closeLabel?: string;
  /**
   * How long a toast of each tone stays when its caller does not say (Infinity: until it is
   * dismissed). The stories' snapshots keep every toast, see TestProviders.
   */
  durations?: Readonly<Record<ToastTone, number>>;
  /**
   * A failure that says nothing itself (`failed` shows no toast for it): the app's action that
   * waits for a login to be sent again (@forum/api's waitsForLogin), whose notice speaks for it.
   */
  isQuietFailure?: (cause: unknown) => boolean;
}

const neverQuiet = () => false;

/**
 * Holds the toasts; ToastRegion shows them stacked in a corner. Success and info
 * toasts sit in a polite live region (role=status); errors in an assertive one
 * (role=alert). Timers pause while the pointer is over the stack or focus is
 * inside it; Escape on a focused toast or its Close button dismisses it, and
 * F8 moves focus to the newest toast.
 */
export function ToastProvider({
  children,
  label = 'Notifications',
  closeLabel = 'Close',
  durations = TOAST_DURATION,
  isQuietFailure = neverQuiet,
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastRecord[]>([]);
  /** The region's focus keeper, once it is on screen (ToastRegion sets it). */
  const focusKeeper = useRef<((id?: string) => void) | undefined>(undefined);

  const keepFocusWith = useCallback((keeper: ((id?: string) => void) | undefined) => {
    focusKeeper.current = keeper;
  }, []);

  const remove = useCallback((id?: string) => {
    focusKeeper.current?.(id);
    setToasts((current) => (id === undefined ? [] : current.filter((t) => t.id !== id)));
  }, []);

  const api = useMemo<ToastApi>(() => {
    const show =
      (tone: ToastTone) =>
      (message: string, options: ToastOptions = {}) => {
        lastToastKey += 1;
        const key = lastToastKey;
        const id = options.id ?? `toast-${key}`;
        const record: ToastRecord = {
          id,
          key,
          tone,
          message,
          duration: options.duration ?? durations[tone],
        };
        setToasts((current) =>
          current.some((t) => t.id === id)
            ? current.map((t) => (t.id === id ? record : t))
            : [...current, record],
        );
        return id;
      };
    const error = show('error');
    return {
      success: show('success'),
      info: show('info'),
      error,
      failed: (cause, message, options) =>
        isQuietFailure(cause) ? undefined : error(message, options),
      dismiss: remove,
      fieldErrors: (errors, options) =>
        toastFieldErrors(errors).map((line) => error(line, options)),
    };
  }, [remove, durations, isQuietFailure]);

  // document.body exists only in the browser: the region comes right after hydration there.
  const hydrated = useHydrated();

  return (
    <ToastContext.Provider value={api}>
      {children}
      {hydrated && (
        <Suspense fallback={null}>
          <ToastRegion
            toasts={toasts}
            label={label}
            closeLabel={closeLabel}
            onDismiss={remove}
            keepFocusWith={keepFocusWith}
          />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
