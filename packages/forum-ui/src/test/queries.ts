/** Queries that stories of the screens share, finding things as a person would. */
import { within } from 'storybook/test';

export type Canvas = ReturnType<typeof within>;

/** An input by its label; a required label ends in a '*' that is only visual. */
export const field = (canvas: Canvas, label: string) =>
  canvas.getByLabelText(new RegExp(`^${label}\\*?$`), { selector: 'input' });

/** The toast region (rendered in a portal, so searched in the whole document). */
export const toasts = () =>
  within(within(document.body).getByRole('region', { name: 'Notifications' }));

/** Where a screen navigated to: TestProviders shows 'Navigated to' with the new path. */
export const navigatedTo = (canvas: Canvas) =>
  canvas.findByRole('status', { name: 'Navigated to' });
