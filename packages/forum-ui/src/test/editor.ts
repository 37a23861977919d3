/**
 * Driving the rich-text editor (Slate) in play functions. Slate reads the DOM selection, so the
 * caret is placed with the Selection API (user-event refuses caret keys such as {End} on a
 * contenteditable), then keys are typed with `userEvent.keyboard`.
 */
import { userEvent } from 'storybook/test';
import type { Canvas } from './queries.ts';

/** The writing area, by its label: a text box, or a combobox where it suggests members. */
export const editorOf = (canvas: Canvas, label: string | RegExp) =>
  canvas.queryByRole('textbox', { name: label }) ?? canvas.getByRole('combobox', { name: label });

/** A toolbar button, by its name. */
export const tool = (canvas: Canvas, name: string) => canvas.getByRole('button', { name });

/** The HTML a story's harness shows under the editor (data-testid="html"). */
export const htmlOf = (canvas: Canvas) => canvas.getByTestId('html').textContent ?? '';

/** Lets Slate see a selection change (it listens to 'selectionchange', throttled). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

function textNodes(editor: HTMLElement): Text[] {
  const nodes: Text[] = [];
  const walker = document.createTreeWalker(editor, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent?.closest('[data-slate-string], [data-slate-zero-width]')) nodes.push(node as Text);
  }
  return nodes;
}

/** Focuses the writing area with the caret at the end of its last text. */
export async function placeCaretAtEnd(editor: HTMLElement) {
  editor.focus();
  const last = textNodes(editor).at(-1);
  if (last) {
    const empty = last.parentElement?.closest('[data-slate-zero-width]') !== null;
    window.getSelection()?.collapse(last, empty ? 0 : last.length);
  }
  await settle();
}

/** Selects the first occurrence of `text` (within one text node). */
export async function selectText(editor: HTMLElement, text: string) {
  editor.focus();
  const node = textNodes(editor).find((candidate) => candidate.data.includes(text));
  if (!node) throw new Error(`No text "${text}" in the editor`);
  const start = node.data.indexOf(text);
  window.getSelection()?.setBaseAndExtent(node, start, node, start + text.length);
  await settle();
}

/** Types at the end of the writing area. */
export async function typeInto(editor: HTMLElement, text: string) {
  await placeCaretAtEnd(editor);
  await userEvent.keyboard(text);
}

/**
 * Pastes clipboard data (type → content) where the caret is, as Chromium delivers it: a
 * `paste` event, then (unless a handler took it) `beforeinput` of type insertFromPaste.
 */
export async function pasteInto(editor: HTMLElement, data: Record<string, string>) {
  const transfer = () => {
    const dataTransfer = new DataTransfer();
    for (const [type, content] of Object.entries(data)) dataTransfer.setData(type, content);
    return dataTransfer;
  };
  const paste = new ClipboardEvent('paste', {
    clipboardData: transfer(),
    bubbles: true,
    cancelable: true,
  });
  editor.dispatchEvent(paste);
  if (!paste.defaultPrevented) {
    editor.dispatchEvent(
      new InputEvent('beforeinput', {
        inputType: 'insertFromPaste',
        dataTransfer: transfer(),
        bubbles: true,
        cancelable: true,
      }),
    );
  }
  await settle();
}

/**
 * Milliseconds from a typed character (the `beforeinput` event a key press sends) to the
 * writing area's DOM showing it, for each of `keys` characters typed at the caret.
 */
export async function typingLatency(editor: HTMLElement, keys: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < keys; i++) {
    const changed = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        observer.disconnect();
        resolve(performance.now());
      });
      observer.observe(editor, { characterData: true, childList: true, subtree: true });
    });
    const start = performance.now();
    editor.dispatchEvent(
      new InputEvent('beforeinput', {
        inputType: 'insertText',
        // A digit: for letters Slate lets the browser insert natively, which a synthetic event
        // never does. This is Slate's full path (model change, then React render), the slower one.
        data: '1',
        bubbles: true,
        cancelable: true,
      }),
    );
    times.push((await changed) - start);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  return times;
}
