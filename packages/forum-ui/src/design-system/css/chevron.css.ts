import { style } from '@vanilla-extract/css';

/** The ▾ after a button's text that opens something: it turns over while that is open. */
export const chevron = style({
  display: 'inline-block',
  fontSize: '0.7em',
  lineHeight: 1,
  transition: 'transform 120ms',
  selectors: {
    '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
