/**
 * How UserHtml shows a post's code blocks, one way for the page: boxed (a Copy button, a
 * language, scrolling sideways) and highlighted, by the code renderer (codeRenderer.ts), once it
 * is installed or loaded. A server installs it at start (setCodeRenderer), so every rendered page
 * carries its code done, and the reader's browser runs nothing for it. The browser loads it
 * (loadCodeRenderer, a chunk of its own) only when a page shows a block that came undone: a
 * preview, a reply just posted, a page sent as the shell. A thread the server rendered loads
 * nothing for its code; its Copy buttons work without it (UserHtml's listener).
 */
import { useSyncExternalStore } from 'react';

/** Sanitised HTML with its code blocks boxed and highlighted (codeRenderer.ts). */
export type RenderCode = (clean: string) => string;

let current: RenderCode | undefined;
const listeners = new Set<() => void>();

/** Installs the code renderer (a server at start; the browser once its chunk has loaded). */
export function setCodeRenderer(render: RenderCode | undefined): void {
  current = render;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => current;

/** The code renderer in use, or undefined; a component re-renders once one is installed. */
export function useCodeRenderer(): RenderCode | undefined {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

let loading: Promise<void> | undefined;

/** Loads the browser's code renderer, once; a failed load is tried again on the next call. */
export function loadCodeRenderer(): Promise<void> {
  loading ??= import('./codeRenderer.ts').then(
    ({ renderCode }) => setCodeRenderer(renderCode),
    () => {
      loading = undefined;
    },
  );
  return loading;
}
