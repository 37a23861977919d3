import type { ComponentPropsWithRef, ElementType } from 'react';
import { visuallyHidden } from './primitives.css.ts';
import { cx } from '../utils/text/cx.ts';

export type VisuallyHiddenProps = ComponentPropsWithRef<'span'> & { as?: ElementType };

/** Present for screen readers, invisible on screen. */
export function VisuallyHidden({
  as: Component = 'span',
  className,
  ...rest
}: VisuallyHiddenProps) {
  return <Component className={cx(visuallyHidden, className)} {...rest} />;
}
