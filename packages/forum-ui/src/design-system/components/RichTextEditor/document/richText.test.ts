import type { Descendant } from 'slate';
import { describe, expect, it } from 'vitest';
import { imageProblem, MAX_IMAGE_BYTES } from '../editing/images.ts';
import {
  EMPTY_DOCUMENT,
  documentText,
  emptyDocument,
  isDocumentEmpty,
  isRichTextDocument,
  tableOf,
  textLength,
  toRichTextDocument,
  type RichTextDocument,
} from './richText.ts';
import { safeImageUrl, safeLinkUrl } from './urls.ts';

const doc: RichTextDocument = [
  { type: 'paragraph', children: [{ text: '  Hello ' }, { text: 'big', bold: true }] },
  { type: 'list-item', list: 'bulleted', depth: 0, children: [{ text: 'item\nline' }] },
  { type: 'image', url: '/a.png', alt: 'ignored', children: [{ text: '' }] },
  {
    type: 'table',
    children: [
      {
        type: 'table-row',
        children: [
          { type: 'table-cell', children: [{ text: 'c1' }] },
          {
            type: 'table-cell',
            children: [
              { text: '' },
              { type: 'link', url: 'https://x.test', children: [{ text: 'c2' }] },
              { text: '' },
            ],
          },
        ],
      },
    ],
  },
];

describe('documentText and textLength', () => {
  it('reads the text of every block and cell, white space collapsed, markup ignored', () => {
    expect(documentText(doc)).toBe('Hello big item line c1 c2');
    expect(textLength(doc)).toBe(25);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(textLength([{ type: 'paragraph', children: [{ text: '🎮🎮 ñ' }] }])).toBe(4);
  });
});

describe('isDocumentEmpty', () => {
  it('is empty with no text and no image, even with empty tables and lists', () => {
    expect(isDocumentEmpty(emptyDocument())).toBe(true);
    expect(
      isDocumentEmpty([{ type: 'paragraph', children: [{ text: ' \n ' }] }, tableOf(2, 2)]),
    ).toBe(true);
    expect(
      isDocumentEmpty([{ type: 'image', url: '/a.png', alt: '', children: [{ text: '' }] }]),
    ).toBe(false);
    expect(isDocumentEmpty(doc)).toBe(false);
  });
});

/** A paragraph "hi @Jun", the mention linking to `href`. */
const mentionIn = (href: string) => ({
  type: 'paragraph',
  children: [
    { text: 'hi ' },
    { type: 'mention', name: 'Jun', href, children: [{ text: '' }] },
    { text: '' },
  ],
});

describe('isRichTextDocument / toRichTextDocument', () => {
  it('accepts well-formed documents', () => {
    expect(isRichTextDocument(doc)).toBe(true);
    expect(isRichTextDocument(EMPTY_DOCUMENT)).toBe(true);
    expect(isRichTextDocument([mentionIn('/users/7')])).toBe(true);
  });

  it('reads a mention as its @Name', () => {
    expect(documentText([mentionIn('/users/7')] as Descendant[])).toBe('hi @Jun');
  });

  it.each([
    ['not a list', { type: 'paragraph' }],
    ['an empty list', []],
    ['an unknown block', [{ type: 'script', children: [{ text: 'x' }] }]],
    ['a mark that is not true', [{ type: 'paragraph', children: [{ text: 'x', bold: 'yes' }] }]],
    [
      'a list item too deep',
      [{ type: 'list-item', list: 'bulleted', depth: 99, children: [{ text: '' }] }],
    ],
    [
      'a list of an unknown kind',
      [{ type: 'list-item', list: 'dashed', depth: 0, children: [{ text: '' }] }],
    ],
    ['an image without alt', [{ type: 'image', url: '/a.png', children: [{ text: '' }] }]],
    [
      'a link with a link inside',
      [
        {
          type: 'paragraph',
          children: [
            {
              type: 'link',
              url: 'x',
              children: [{ type: 'link', url: 'y', children: [{ text: '' }] }],
            },
          ],
        },
      ],
    ],
    ['a table without rows', [{ type: 'table', children: [] }]],
    ['a mention that links off the site', [mentionIn('//evil.test/u')]],
    ['a mention that links to a script', [mentionIn('javascript:alert(1)')]],
    ['a block without children', [{ type: 'paragraph', children: [] }]],
  ])('refuses %s, and reads it as an empty document', (_name, value) => {
    expect(isRichTextDocument(value)).toBe(false);
    expect(toRichTextDocument(value)).toEqual(emptyDocument());
  });
});

describe('tableOf', () => {
  it('clamps to 1…10 rows and columns', () => {
    const table = tableOf(0, 40);
    expect(table.children).toHaveLength(1);
    expect(table.children[0]!.children).toHaveLength(10);
  });
});

describe('safeLinkUrl', () => {
  it.each([
    ['https://example.com/path?q=1#x', 'https://example.com/path?q=1#x'],
    ['  http://example.com  ', 'http://example.com'],
    ['mailto:someone@example.com', 'mailto:someone@example.com'],
  ])('accepts %s', (input, output) => {
    expect(safeLinkUrl(input)).toBe(output);
  });

  it.each([
    '',
    'example.com',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    'ftp://files.example.com',
    'mailto:nobody',
    'https://',
    'http://exa mple.com',
  ])('refuses %s', (input) => {
    expect(safeLinkUrl(input)).toBeNull();
  });
});

describe('safeImageUrl', () => {
  it.each([
    'https://cdn.test/a.png',
    'http://cdn.test/a.png',
    '/uploads/images/1-2.png',
    'data:image/webp;base64,UklGRg==',
  ])('accepts %s', (input) => {
    expect(safeImageUrl(input)).toBe(input);
  });

  it.each([
    'x',
    '//evil.test/a.png',
    '/\\evil.test',
    'javascript:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'data:text/html;base64,PGI+',
    'ftp://a.test/a.png',
  ])('refuses %s', (input) => {
    expect(safeImageUrl(input)).toBeNull();
  });
});

describe('imageProblem', () => {
  it('accepts the four image types under 5 MB', () => {
    expect(imageProblem({ type: 'image/png', size: 10 })).toBeNull();
    expect(imageProblem({ type: 'image/webp', size: MAX_IMAGE_BYTES - 1 })).toBeNull();
  });

  it('names what is wrong', () => {
    expect(imageProblem(null)).toBe('missing');
    expect(imageProblem({ type: 'application/pdf', size: 10 })).toBe('type');
    expect(imageProblem({ type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(imageProblem({ type: 'image/jpeg', size: MAX_IMAGE_BYTES })).toBe('size');
  });
});
