import { style } from '@vanilla-extract/css';

/** The panel's content; it takes focus (not in the tab order) when a deleted item had it. */
export const panel = style({ outline: 'none' });
