import type { ElementType } from 'react';
import type { Sprinkles } from '../css/sprinkles.css.ts';
import { Box, type BoxProps } from './Box.tsx';
import { resetList } from './primitives.css.ts';
import { cx } from '../utils/text/cx.ts';

const alignMap = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
  spaceBetween: 'space-between',
} as const;
const alignYMap = {
  top: 'flex-start',
  center: 'center',
  bottom: 'flex-end',
  baseline: 'baseline',
} as const;

export type InlineProps<E extends ElementType = 'div'> = Omit<BoxProps<E>, 'gap'> & {
  /** Space between children, both ways when they wrap. */
  space?: Sprinkles['gap'];
  align?: keyof typeof alignMap;
  alignY?: keyof typeof alignYMap;
  /** Wrap onto further lines when there is no room (default true). */
  wrap?: boolean;
};

/** Children side by side, wrapping on narrow screens. */
export function Inline<E extends ElementType = 'div'>({
  space = 'small',
  align = 'left',
  alignY = 'center',
  wrap = true,
  className,
  ...props
}: InlineProps<E>) {
  const isList = props.as === 'ul' || props.as === 'ol';
  return (
    <Box
      display="flex"
      flexDirection="row"
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      justifyContent={alignMap[align]}
      alignItems={alignYMap[alignY]}
      gap={space}
      className={cx(isList && resetList, className)}
      {...(props as BoxProps<E>)}
    />
  );
}
