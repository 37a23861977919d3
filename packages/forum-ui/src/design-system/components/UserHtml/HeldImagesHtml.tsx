import { useCallback, useMemo, useState, type ComponentProps } from 'react';
import { flushSync } from 'react-dom';
import { button } from '../Button/Button.css.ts';
import * as styles from './UserHtml.css.ts';
import { HELD_IMAGE, holdImages } from './holdImages.ts';
import { SanitizedHtml } from './UserHtml.tsx';

/** The words of a held-back image. */
export const HELD_IMAGE_LABELS = { loadImage: 'Load image', untitled: 'Image' };

const classes = {
  box: styles.held,
  unsized: styles.heldUnsized,
  sizer: styles.heldSizer,
  content: styles.heldContent,
  text: styles.heldText,
  button: button({ variant: 'secondary', size: 'small' }),
};

export type HeldImagesHtmlProps = Omit<ComponentProps<typeof SanitizedHtml>, 'html'> & {
  /** The post's sanitised HTML (sanitizeUserHtml). */
  clean: string;
};

/**
 * A post with its images held back (the data saver, through UserHtml, which loads this module
 * only then): each image a box with its alt text and 'Load image' (holdImages). Pressing a
 * button loads that image and puts focus on it.
 */
export default function HeldImagesHtml({ clean, ref: outer, ...rest }: HeldImagesHtmlProps) {
  /** The images the reader asked for, by their order in the post. */
  const [shown, setShown] = useState<readonly number[]>([]);
  const held = useMemo(
    () => holdImages(clean, { ...HELD_IMAGE_LABELS, shown, classes }),
    [clean, shown],
  );
  // The buttons are in the member's HTML, not React's: their clicks are heard on the container
  // (a native listener: the container itself is no control).
  const listen = useCallback(
    (node: HTMLDivElement) => {
      const onClick = (event: Event) => {
        const index = (event.target as Element)
          .closest(`button[${HELD_IMAGE}]`)
          ?.getAttribute(HELD_IMAGE);
        if (!index) return;
        flushSync(() => setShown((before) => [...before, Number(index)]));
        node.querySelector<HTMLElement>(`img[${HELD_IMAGE}="${index}"]`)?.focus();
      };
      node.addEventListener('click', onClick);
      // The container's own listener (UserHtml's: its code blocks) too.
      const outerCleanup = typeof outer === 'function' ? outer(node) : undefined;
      return () => {
        node.removeEventListener('click', onClick);
        if (typeof outerCleanup === 'function') outerCleanup();
      };
    },
    [outer],
  );
  return <SanitizedHtml {...rest} ref={listen} html={held} />;
}
