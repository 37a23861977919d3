import { style } from '@vanilla-extract/css';
import { vars, stackedList, wrapRow } from '@forum/forum-ui/design-system/styles.css';

export const page = style({
  width: '100%',
  maxWidth: 960,
  marginInline: 'auto',
  padding: `${vars.space.large} ${vars.space.medium}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  '@media': {
    'screen and (min-width: 768px)': { padding: `${vars.space.xxlarge} ${vars.space.large}` },
  },
});

export const actions = wrapRow.small;

export const list = stackedList.medium;

export const loading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });
