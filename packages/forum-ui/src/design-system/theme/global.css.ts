import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  minWidth: 320,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.text,
  background: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle('img, svg, video', { maxWidth: '100%' });

globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: 2,
});

globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

// Under test (set by Storybook's preview), colours must not be read mid-transition.
globalStyle('[data-testing] *, [data-testing] *::before, [data-testing] *::after', {
  transitionDuration: '0s !important',
  transitionDelay: '0s !important',
});
