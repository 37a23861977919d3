import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

export const textarea = recipe({
  base: { minHeight: 'auto', fontFamily: vars.font.body },
  variants: {
    resize: {
      vertical: { resize: 'vertical' },
      none: { resize: 'none' },
    },
  },
  defaultVariants: { resize: 'vertical' },
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });
