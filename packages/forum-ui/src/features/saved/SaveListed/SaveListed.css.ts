import { style } from '@vanilla-extract/css';

/** The size of the small icon button it will hold (IconButton's 'small': 32 px). */
export const slot = style({ display: 'block', width: 32, height: 32 });
