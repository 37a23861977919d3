import type { ComponentPropsWithRef, ElementType, ReactNode } from 'react';
import { text, type TextVariants } from './primitives.css.ts';
import { cx } from '../utils/text/cx.ts';

export type TextProps<E extends ElementType = 'p'> = TextVariants & {
  as?: E;
  className?: string;
  children?: ReactNode;
} & Omit<ComponentPropsWithRef<E>, keyof TextVariants | 'as' | 'className' | 'children'>;

/** Body text in the type scale, with a meaning-named tone. Renders a <p> unless told otherwise. */
export function Text<E extends ElementType = 'p'>({
  as,
  size,
  tone,
  weight,
  align,
  truncate,
  className,
  ...rest
}: TextProps<E>) {
  const Component: ElementType = as ?? 'p';
  return (
    <Component className={cx(text({ size, tone, weight, align, truncate }), className)} {...rest} />
  );
}
