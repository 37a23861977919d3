import { describe, expect, it } from 'vitest';
import { HELD_IMAGE, holdImages, type HeldImages } from './holdImages.ts';
import { sanitizeUserHtml } from './sanitize.ts';

const held = (shown: number[] = []): HeldImages => ({
  shown,
  loadImage: 'Load image',
  untitled: 'Image',
  classes: { box: 'b', unsized: 'u', sizer: 's', content: 'c', text: 't', button: 'x' },
});

const parse = (html: string) => {
  const doc = document.implementation.createHTMLDocument('');
  doc.body.innerHTML = html;
  return doc.body;
};

const POST = sanitizeUserHtml(
  '<p>Before</p><img src="https://img.example/a.png" alt="The build" width="320" height="180">' +
    '<p>Between <img src="https://img.example/b.png" alt="Its fans"></p>',
);

describe('holdImages (the data saver)', () => {
  it('leaves a post without images as it is', () => {
    const html = sanitizeUserHtml('<p>No <strong>images</strong> here</p>');
    expect(holdImages(html, held())).toBe(html);
  });

  it('puts a box with the alt text and a button where each image was, and no image address', () => {
    const out = holdImages(POST, held());
    expect(out).not.toContain('<img');
    expect(out).not.toContain('img.example');
    const body = parse(out);
    const buttons = [...body.querySelectorAll('button')];
    expect(buttons.map((button) => button.textContent)).toEqual(['Load image', 'Load image']);
    expect(buttons.map((button) => button.getAttribute(HELD_IMAGE))).toEqual(['0', '1']);
    expect(buttons.every((button) => button.type === 'button')).toBe(true);
    expect(body.textContent).toContain('The build');
    expect(body.textContent).toContain('Its fans');
    // The text around the images stays where it was.
    expect(body.querySelector('p')?.textContent).toBe('Before');
  });

  it("keeps the image's size with a canvas of that size, or the 16:9 box without one", () => {
    const [sized, unsized] = [...parse(holdImages(POST, held())).querySelectorAll('.b')];
    const canvas = sized?.querySelector('canvas');
    expect(canvas?.getAttribute('width')).toBe('320');
    expect(canvas?.getAttribute('height')).toBe('180');
    expect(canvas?.getAttribute('aria-hidden')).toBe('true');
    expect(sized?.classList.contains('u')).toBe(false);
    expect(unsized?.querySelector('canvas')).toBeNull();
    expect(unsized?.classList.contains('u')).toBe(true);
  });

  it('shows the images asked for, numbered and focusable from script', () => {
    const body = parse(holdImages(POST, held([1])));
    const images = [...body.querySelectorAll('img')];
    expect(images).toHaveLength(1);
    expect(images[0]?.getAttribute('src')).toBe('https://img.example/b.png');
    expect(images[0]?.getAttribute(HELD_IMAGE)).toBe('1');
    expect(images[0]?.getAttribute('tabindex')).toBe('-1');
    expect([...body.querySelectorAll('button')].map((b) => b.getAttribute(HELD_IMAGE))).toEqual([
      '0',
    ]);
  });

  it('writes the alt text as text, never as markup, and names an image without one', () => {
    const hostile = sanitizeUserHtml(
      '<img src="https://img.example/x.png" alt="<img src=x onerror=alert(1)>&quot;"><img src="https://img.example/y.png">',
    );
    const body = parse(holdImages(hostile, held()));
    expect(body.querySelector('img, [onerror]')).toBeNull();
    const texts = [...body.querySelectorAll('.t')].map((text) => text.textContent);
    expect(texts).toEqual(['<img src=x onerror=alert(1)>"', 'Image']);
  });
});
