/**
 * What the layer knows about a form beyond its values and errors (TanStack Form holds those, and
 * counts submits as `submissionAttempts`): when its draft was last written. A tiny external store, so that only the components that
 * read it (a 'Draft saved' hint) re-render when it changes, never the screen around the form.
 */
import { useSyncExternalStore } from 'react';
import type { FieldRule } from './fieldRules.ts';

export interface LayerSnapshot {
  /** When the draft was last written (ms since epoch); undefined when none is stored. */
  draftSavedAt?: number;
}

export class LayerState {
  private snapshot: LayerSnapshot = {};
  private readonly listeners = new Set<() => void>();
  /** The form element, set by the layer's `<form.Form>`: focus goes to its first invalid field. */
  element: HTMLFormElement | null = null;
  /** Values changed since the draft was last written. */
  pendingSave = false;
  /** The form's client rules, as last rendered (for `check`). */
  validate?: (values: never) => Record<string, string | undefined>;
  /** What each bound field declares (its limit, whether it is an e-mail), by field name. */
  readonly rules = new Map<string, FieldRule>();
  /** Where the draft is stored, when the form has one. */
  draft?: { key: string; storage: Storage | null };

  get = (): LayerSnapshot => this.snapshot;

  set(patch: Partial<LayerSnapshot>): void {
    const next = { ...this.snapshot, ...patch };
    if (next.draftSavedAt === this.snapshot.draftSavedAt) return;
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

/** One value of a form's layer state; the caller re-renders only when that value changes. */
export function useLayerState<T>(layer: LayerState, select: (snapshot: LayerSnapshot) => T): T {
  return useSyncExternalStore(
    layer.subscribe,
    () => select(layer.get()),
    () => select(layer.get()),
  );
}
