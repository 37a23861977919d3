import { useCallback, useMemo, useState, type ComponentPropsWithoutRef } from 'react';
import { flushSync } from 'react-dom';
import { useDataSaver } from '../../hooks/useDataSaver.ts';
import { cx } from '../../utils/text/cx.ts';
import { button } from '../Button/Button.css.ts';
import * as styles from './UserHtml.css.ts';
import { HELD_IMAGE, holdImages, sanitizeUserHtml } from './sanitize.ts';

/** The words of a held-back image (the data saver). */
export const USER_HTML_LABELS = { loadImage: 'Load image', untitled: 'Image' };

const classes = {
  box: styles.held,
  unsized: styles.heldUnsized,
  sizer: styles.heldSizer,
  content: styles.heldContent,
  text: styles.heldText,
  button: button({ variant: 'secondary', size: 'small' }),
};

export type UserHtmlProps = Omit<
  ComponentPropsWithoutRef<'div'>,
  'children' | 'dangerouslySetInnerHTML'
> & {
  /** HTML a member wrote (thread or post content, an editor preview). Sanitised here. */
  html: string | null | undefined;
};

/**
 * Shows HTML written by members. The only place in the code base that sets inner HTML:
 * everything passes through `sanitizeUserHtml` (one DOMPurify configuration, see sanitize.ts)
 * first, so what the rich-text editor produces shows and nothing else can run. With the data
 * saver on, its images are held back (holdImages): a box with the alt text and a 'Load image'
 * button, which loads that image and puts focus on it.
 */
export function UserHtml({ html, className, ...rest }: UserHtmlProps) {
  const saver = useDataSaver();
  /** The held-back images the reader asked for, by their order in the post. */
  const [shown, setShown] = useState<readonly number[]>([]);
  const clean = useMemo(() => {
    const sanitised = sanitizeUserHtml(html);
    return saver ? holdImages(sanitised, { ...USER_HTML_LABELS, shown, classes }) : sanitised;
  }, [html, saver, shown]);
  // The held-back images' buttons are in the member's HTML, not React's: their clicks are heard
  // on the container (a native listener: the container itself is no control).
  const listen = useCallback((node: HTMLDivElement) => {
    const onClick = (event: Event) => {
      const index = (event.target as Element)
        .closest(`button[${HELD_IMAGE}]`)
        ?.getAttribute(HELD_IMAGE);
      if (!index) return;
      flushSync(() => setShown((before) => [...before, Number(index)]));
      node.querySelector<HTMLElement>(`img[${HELD_IMAGE}="${index}"]`)?.focus();
    };
    node.addEventListener('click', onClick);
    return () => node.removeEventListener('click', onClick);
  }, []);
  return (
    <div
      className={cx(styles.root, className)}
      {...rest}
      ref={listen}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
