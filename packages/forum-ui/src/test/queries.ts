/** Queries that stories of the screens share, finding things as a person would. */
import { expect, waitFor, within } from 'storybook/test';

export type Canvas = ReturnType<typeof within>;

/** An input by its label; a required label ends in a '*' that is only visual. */
export const field = (canvas: Canvas, label: string) =>
  canvas.getByLabelText(new RegExp(`^${label}\\*?$`), { selector: 'input' });

/** The whole document: dialogs, listboxes and toasts render in portals outside the canvas. */
export const inDocument = () => within(document.body);

/** A dialog by its name, once it has opened (it renders in a portal). */
export const findDialog = (name: string) => inDocument().findByRole('dialog', { name });

/** The toast region (rendered in a portal, so searched in the whole document). */
export const toasts = () =>
  within(within(document.body).getByRole('region', { name: 'Notifications' }));

/** Where a screen navigated to: TestProviders shows 'Navigated to' with the new path. */
export const navigatedTo = (canvas: Canvas) =>
  canvas.findByRole('status', { name: 'Navigated to' });

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
