import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

// The layout (root recipe with its sizes, and the action row) is EmptyState's: one place for it.
export {
  root,
  action,
  type EmptyStateVariants as ErrorStateVariants,
} from '../EmptyState/EmptyState.css.ts';

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 48,
  height: 48,
  marginBottom: vars.space.xsmall,
  borderRadius: vars.radius.full,
  background: vars.color.criticalSoft,
  color: vars.color.criticalText,
});
