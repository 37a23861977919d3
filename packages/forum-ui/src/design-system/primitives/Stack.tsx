import type { ElementType } from 'react';
import type { Sprinkles } from '../css/sprinkles.css.ts';
import { Box, type BoxProps } from './Box.tsx';
import { resetList } from './primitives.css.ts';
import { cx } from '../utils/text/cx.ts';

const alignMap = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
  stretch: 'stretch',
} as const;

export type StackProps<E extends ElementType = 'div'> = Omit<BoxProps<E>, 'gap'> & {
  /** Vertical space between children. */
  space?: Sprinkles['gap'];
  /** How children line up across: 'stretch' (full width, default), 'left', 'center', 'right'. */
  align?: keyof typeof alignMap;
};

/** Children one under another with even space. As a list (`as="ul"`), bullets are removed. */
export function Stack<E extends ElementType = 'div'>({
  space = 'medium',
  align = 'stretch',
  className,
  ...props
}: StackProps<E>) {
  const isList = props.as === 'ul' || props.as === 'ol';
  return (
    <Box
      display="flex"
      flexDirection="column"
      alignItems={alignMap[align]}
      gap={space}
      className={cx(isList && resetList, className)}
      {...(props as BoxProps<E>)}
    />
  );
}
