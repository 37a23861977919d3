import { globalStyle, style } from '@vanilla-extract/css';
import { vars, breakpoints } from '@forum/forum-ui/design-system/styles.css';

/** The attribute the reading tools set on the first reply posted since the last visit. */
export const NEW_SINCE = 'data-new-since';

/**
 * The "New since your last visit" line: a label on the reply's top edge, half in the gap above
 * it and half in its own padding, so that marking a reply after the page shows moves nothing.
 */
globalStyle(`article[${NEW_SINCE}]`, {
  position: 'relative',
  borderTopColor: vars.color.primary,
});
globalStyle(`article[${NEW_SINCE}]::before`, {
  content: `attr(${NEW_SINCE})`,
  position: 'absolute',
  top: 0,
  left: '50%',
  transform: 'translate(-50%, -50%)',
  maxWidth: 'calc(100% - 2rem)',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
  lineHeight: '1.25rem',
});

/** "Continue where you left off": over the page's foot, so it pushes nothing down. */
export const continueBar = style({
  position: 'fixed',
  zIndex: 20,
  insetInline: vars.space.medium,
  bottom: vars.space.medium,
  marginInline: 'auto',
  maxWidth: '34rem',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  padding: vars.space.small,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
  '@media': {
    [`screen and (max-width: ${breakpoints.tablet - 1}px)`]: {
      insetInline: vars.space.small,
      bottom: vars.space.small,
    },
  },
});

/** The Save button with its status beside it (it wraps under the button on a phone). */
export const saveRow = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
});

export const status = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const refusal = style({
  color: vars.color.criticalText,
  fontSize: vars.fontSize.small,
  flexBasis: '100%',
});
