import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

/**
 * The look of the pill of replies posted since the reader's last visit ("7" over a list's letter
 * badge, "7 new" on a search result), for a stylesheet to place. Its user positions it over
 * something else, never in the flow, so that it moves nothing when it appears after hydration.
 * A rule, not a class: a class composed from another stylesheet would make that stylesheet a
 * chunk of its own for every page.
 */
export const newCountLook = {
  position: 'absolute',
  minWidth: '1.25rem',
  height: '1.25rem',
  padding: '0 0.25rem',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.surfaceRaised}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
} satisfies StyleRule;
