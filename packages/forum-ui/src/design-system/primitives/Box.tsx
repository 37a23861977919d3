import { createElement, type ComponentPropsWithRef, type ElementType, type ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '../css/sprinkles.css.ts';
import { cx } from '../utils/text/cx.ts';

export type BoxProps<E extends ElementType = 'div'> = Sprinkles & {
  /** The element to render, e.g. 'section' or 'ul' (default 'div'). */
  as?: E;
  /** Extra class, added after the style props' classes. */
  className?: string;
  /** The box's content. */
  children?: ReactNode;
} & Omit<ComponentPropsWithRef<E>, keyof Sprinkles | 'as' | 'className' | 'children'>;

/** Splits sprinkles props from the rest. */
export function splitSprinkles<P extends Record<string, unknown>>(props: P) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return { atoms: atoms as Sprinkles, rest };
}

/**
 * The base layout primitive: any element, styled only through sprinkles props
 * (spacing, flex, background, radius...), which take responsive values.
 */
export function Box<E extends ElementType = 'div'>({ as, className, ...props }: BoxProps<E>) {
  const { atoms, rest } = splitSprinkles(props);
  return createElement(as ?? 'div', { ...rest, className: cx(sprinkles(atoms), className) });
}
