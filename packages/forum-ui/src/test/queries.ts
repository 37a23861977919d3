/** Queries that stories of the screens share, finding things as a person would. */
import { expect, waitFor, within } from 'storybook/test';
import type { ByRoleOptions, waitForOptions } from '@testing-library/dom';
import { nextPaints } from './waits.ts';

export type Canvas = ReturnType<typeof within>;

/** An input by its label; a required label ends in a '*' that is only visual. */
export const field = (canvas: Canvas, label: string) =>
  canvas.getByLabelText(new RegExp(`^${label}\\*?$`), { selector: 'input' });

/** The whole document: dialogs, listboxes and toasts render in portals outside the canvas. */
export const inDocument = () => within(document.body);

/** What opens over the page, in a portal: dialogs, menus, listboxes. */
export type PopupRole = 'dialog' | 'alertdialog' | 'menu' | 'listbox';

/**
 * An open popup by its role (and name), in the whole document, once it has finished opening:
 * found, then two frames more (nextPaints), as a person's next action would come. Ariakit
 * finishes opening a popup in effects (listening for Escape and clicks outside, moving focus),
 * which on a loaded machine can run a frame after it appears: an action sent at once can meet
 * a popup half open. Every story that acts on a popup finds it with this.
 */
export async function findPopup(
  role: PopupRole,
  options?: ByRoleOptions,
  waitOptions?: waitForOptions,
): Promise<HTMLElement> {
  const popup = await inDocument().findByRole(role, options, waitOptions);
  await nextPaints();
  return popup;
}

/** Resolves once no popup of `role` (with these options: its name) is open, and its closing has finished (focus handed back). */
export async function popupClosed(role: PopupRole, options?: ByRoleOptions): Promise<void> {
  await waitFor(() => expect(inDocument().queryByRole(role, options)).not.toBeInTheDocument());
  await nextPaints();
}

/** A dialog by its name, once it has opened (see findPopup). */
export const findDialog = (name: string) => findPopup('dialog', { name });

/** The toast region (rendered in a portal, so searched in the whole document). */
export const toasts = () =>
  within(within(document.body).getByRole('region', { name: 'Notifications' }));

/**
 * Where a screen navigated to: TestProviders shows 'Navigated to' with the new path. It comes
 * after a submission's answer (and a rich-text post's serialising), which under the full suite on
 * a 2-core machine has taken over the default 3 s: up to 5 s, as a loaded table.
 */
export const navigatedTo = (canvas: Canvas) =>
  canvas.findByRole('status', { name: 'Navigated to' }, { timeout: 5000 });

/** A data table once its rows have loaded (while loading, Table holds busy placeholder rows). */
export async function loadedTable(canvas: Canvas): Promise<HTMLElement> {
  const table = await canvas.findByRole('table', {}, { timeout: 5000 });
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'), { timeout: 5000 });
  return table;
}

/** The rows of a data table once they have loaded, after its header row. */
export async function tableRows(canvas: Canvas): Promise<HTMLElement[]> {
  return within(await loadedTable(canvas))
    .getAllByRole('row')
    .slice(1);
}
