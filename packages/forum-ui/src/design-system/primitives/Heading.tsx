import type { ComponentPropsWithRef, ReactNode } from 'react';
import { heading, type HeadingVariants } from './primitives.css.ts';
import { cx } from '../utils/text/cx.ts';

type Level = 1 | 2 | 3 | 4;

export type HeadingProps = Omit<ComponentPropsWithRef<'h2'>, 'children'> & {
  /** The document outline level: renders <h1>…<h4>. */
  level: Level;
  /** Visual size, when it differs from the outline level. */
  size?: Level;
  align?: HeadingVariants['align'];
  children?: ReactNode;
};

export function Heading({ level, size, align, className, ...rest }: HeadingProps) {
  const Tag = `h${level}` as const;
  return <Tag className={cx(heading({ level: size ?? level, align }), className)} {...rest} />;
}
