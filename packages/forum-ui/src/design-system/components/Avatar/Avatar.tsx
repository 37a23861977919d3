import { useState, type ComponentPropsWithRef } from 'react';
import { useDataSaver } from '../../hooks/useDataSaver.ts';
import { cx } from '../../utils/text/cx.ts';
import { avatar, image as imageClass, type AvatarVariants } from './Avatar.css.ts';
import { avatarColorIndex, initials } from './Avatar.utils.ts';

type PaletteColor = Exclude<NonNullable<AvatarVariants['color']>, 'image'>;

export type AvatarProps = Omit<ComponentPropsWithRef<'span'>, 'children' | 'color'> &
  Omit<AvatarVariants, 'color'> & {
    /** The person's name: the image's alternative text, and the source of the initials ('Maria Clara' gives 'MC'). */
    name: string | null | undefined;
    /**
     * The picture (e.g. avatar_url). Missing, empty or failing to load, or with the data saver
     * on (useDataSaver), the initials are shown instead.
     */
    src?: string | null;
    /** A stable key for the colour (the user's id); the name is used when absent. */
    colorKey?: string | number | null;
    /**
     * Hide from assistive technology when the name is written right beside the avatar,
     * so it is not read twice.
     */
    decorative?: boolean;
    /** Read when the name is empty (default 'Unknown user'). */
    fallbackName?: string;
  };

/**
 * A person's picture, or their initials on a colour picked from the 6-colour avatar
 * palette by a stable hash of their id or name. Either way it is an image named
 * by the person's name (unless decorative).
 */
export function Avatar({
  name,
  src,
  colorKey,
  size,
  decorative = false,
  fallbackName = 'Unknown user',
  className,
  ...rest
}: AvatarProps) {
  // Remember which src failed, so a new src gets a fresh try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const label = name?.trim() || fallbackName;
  const saver = useDataSaver();
  const showImage = !saver && Boolean(src) && failedSrc !== src;

  if (showImage && src) {
    return (
      <span className={cx(avatar({ size, color: 'image' }), className)} {...rest}>
        <img
          className={imageClass}
          src={src}
          alt={decorative ? '' : label}
          onError={() => setFailedSrc(src)}
          draggable={false}
        />
      </span>
    );
  }

  const color = avatarColorIndex(colorKey ?? name) as PaletteColor;
  const a11y = decorative ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': label };
  return (
    <span className={cx(avatar({ size, color }), className)} data-color={color} {...a11y} {...rest}>
      <span aria-hidden="true">{initials(name)}</span>
    </span>
  );
}
