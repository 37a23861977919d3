import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { cx } from '../../utils/text/cx.ts';
import { bone, lines as linesClass } from './Skeleton.css.ts';

type Size = number | string;

export type SkeletonProps = Omit<ComponentPropsWithRef<'span'>, 'children'> & {
  /**
   * - `text`: one or more lines of text (`lines`), the last one shorter;
   * - `block`: a rectangle (an image, a card, a button);
   * - `circle`: an avatar or a letter badge (`width` is the diameter).
   */
  variant?: 'text' | 'block' | 'circle';
  /** Lines of text (text variant only, default 1). */
  lines?: number;
  /** CSS width: a number is px. Defaults: text 100%, block 100%, circle 40px. */
  width?: Size;
  /** CSS height: a number is px. Defaults: block 96px; circle = width; text follows the font size. */
  height?: Size;
};

const css = (value: Size | undefined) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A placeholder with the shape of content that is loading. Always hidden from
 * assistive technology: it has nothing to say.
 *
 * Announcing the wait is the consumer's job. Put `aria-busy="true"` on the region
 * being loaded (a section, list or table) and keep a status message in it, e.g.
 * `<Spinner />` or `<VisuallyHidden role="status">Loading threads...</VisuallyHidden>`;
 * remove `aria-busy` when the content arrives.
 *
 * The shimmer stops for people who prefer reduced motion.
 */
export function Skeleton({
  variant = 'text',
  lines = 1,
  width,
  height,
  className,
  style,
  ...rest
}: SkeletonProps) {
  if (variant === 'text') {
    const count = Math.max(1, Math.floor(lines));
    return (
      <span
        className={cx(linesClass, className)}
        style={{ width: css(width), ...style }}
        aria-hidden="true"
        {...rest}
      >
        {Array.from({ length: count }, (_, i) => (
          <span
            key={i}
            className={bone({ shape: 'text' })}
            style={{ width: count > 1 && i === count - 1 ? '60%' : '100%', height: css(height) }}
          />
        ))}
      </span>
    );
  }
  const size: CSSProperties =
    variant === 'circle'
      ? { width: css(width ?? 40), height: css(height ?? width ?? 40) }
      : { width: css(width ?? '100%'), height: css(height ?? 96) };
  return (
    <span
      className={cx(bone({ shape: variant }), className)}
      style={{ ...size, ...style }}
      aria-hidden="true"
      {...rest}
    />
  );
}
