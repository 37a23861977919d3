/**
 * The data saver's held-back images: a post's sanitised HTML (sanitize.ts) with each image
 * replaced by a box the reader presses to load it. Its own module, in the chunk that only a page
 * with the saver on loads (HeldImagesHtml.tsx).
 */
import { domHost } from '../../utils/dom/domHost.ts';

/** What a post shows in place of the images it holds back (the data saver), and how. */
export interface HeldImages {
  /** The images (by their order in the post, from 0) the reader asked to load. */
  shown: readonly number[];
  /** The button's text ('Load image'). */
  loadImage: string;
  /** Shown in the box when the image has no alternative text. */
  untitled: string;
  /** Classes: the box, the box of an image of unknown size, its sizer, content, text, button. */
  classes: Record<'box' | 'unsized' | 'sizer' | 'content' | 'text' | 'button', string>;
}

/** The attribute that numbers a held-back image's button and, once loaded, the image. */
export const HELD_IMAGE = 'data-image';

/**
 * Sanitised user HTML with its images held back: each becomes a box of the image's size (its
 * width and height when it has both, else the 16:9 box of an image without them) that shows
 * its alternative text and a button; the image itself, and so its address, is not in the
 * markup until the reader asks for it (`shown`). Works on an inert DOMParser document, built
 * with the DOM's own methods (the alt text is text, never markup). A shown image is numbered
 * and focusable from script, for focus to land on it when its button goes.
 */
export function holdImages(clean: string, held: HeldImages): string {
  const host = domHost();
  if (!host || !/<img[\s>]/i.test(clean)) return clean;
  const doc = new host.DOMParser().parseFromString(`<!doctype html><body>${clean}`, 'text/html');
  const make = (tag: string, className: string) => {
    const element = doc.createElement(tag);
    element.className = className;
    return element;
  };
  const { classes } = held;
  for (const [index, image] of [...doc.body.querySelectorAll('img')].entries()) {
    if (held.shown.includes(index)) {
      image.setAttribute(HELD_IMAGE, String(index));
      image.setAttribute('tabindex', '-1');
      continue;
    }
    const width = image.getAttribute('width');
    const height = image.getAttribute('height');
    const box = make('span', width && height ? classes.box : `${classes.box} ${classes.unsized}`);
    if (width && height) {
      // A canvas of the image's size keeps the box's ratio as it shrinks, as the image would.
      const sizer = make('canvas', classes.sizer);
      sizer.setAttribute('aria-hidden', 'true');
      sizer.setAttribute('width', width);
      sizer.setAttribute('height', height);
      box.append(sizer);
    }
    const content = make('span', classes.content);
    const text = make('span', classes.text);
    text.textContent = image.getAttribute('alt') || held.untitled;
    const button = make('button', classes.button);
    button.setAttribute('type', 'button');
    button.setAttribute(HELD_IMAGE, String(index));
    button.textContent = held.loadImage;
    content.append(text, button);
    box.append(content);
    image.replaceWith(box);
  }
  return doc.body.innerHTML;
}
