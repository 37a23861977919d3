import { describe, expect, it } from 'vitest';
import { writingMessages as m } from '../messages.ts';
import { type RichTextDocument } from '@forum/forum-ui/design-system';
import {
  THREAD_FORM_DEFAULTS,
  afterCreatePath,
  isBlankThread,
  restoredCategory,
  threadBody,
  threadContent,
  threadDraftKey,
  validateThread,
  type ThreadFormValues,
} from './createThreadForm.ts';

const paragraph = (text: string): RichTextDocument[number] => ({
  type: 'paragraph',
  children: [{ text }],
});
const category = { id: 4, slug: 'pc-gaming', title: 'PC Gaming' };
const valid: ThreadFormValues = {
  category,
  title: '  Best budget GPU?  ',
  content: [paragraph('Looking for advice on a GPU.')],
};

describe('validateThread', () => {
  it('checks in the spec order and reports the first rule that fails', () => {
    expect(validateThread(THREAD_FORM_DEFAULTS)).toEqual({ category: m.selectCategory });
    expect(validateThread({ ...THREAD_FORM_DEFAULTS, category })).toEqual({ title: m.enterTitle });
    expect(validateThread({ ...valid, title: '   ' })).toEqual({ title: m.enterTitle });
    expect(validateThread({ ...valid, content: [paragraph(' \n ')] })).toEqual({
      content: m.enterContent,
    });
    expect(validateThread({ ...valid, content: [paragraph('too short')] })).toEqual({
      content: m.contentTooShort,
    });
    expect(validateThread(valid)).toEqual({});
  });

  it('counts text characters, not markup', () => {
    const bold: ThreadFormValues = {
      ...valid,
      content: [{ type: 'paragraph', children: [{ text: '123456789', bold: true }] }],
    };
    expect(validateThread(bold)).toEqual({ content: m.contentTooShort });
    bold.content = [
      { type: 'paragraph', children: [{ text: '🎮🎮🎮🎮🎮🎮🎮🎮🎮🎮', bold: true }] },
    ];
    expect(validateThread(bold)).toEqual({});
  });

  it('takes an image alone as content, but not as ten characters', () => {
    const image: ThreadFormValues = {
      ...valid,
      content: [{ type: 'image', url: '/a.png', alt: 'a picture', children: [{ text: '' }] }],
    };
    expect(validateThread(image)).toEqual({ content: m.contentTooShort });
  });

  it('refuses a category that is not a whole category (a tampered draft)', () => {
    expect(validateThread({ ...valid, category: { id: -1, slug: 'x', title: 'x' } })).toEqual({
      category: m.selectCategory,
    });
    expect(restoredCategory({ id: 2, slug: 's', title: 'S', extra: 1 })).toEqual({
      id: 2,
      slug: 's',
      title: 'S',
    });
    expect(restoredCategory('gaming')).toBeNull();
  });
});

describe('isBlankThread', () => {
  it('is blank until something is written or chosen', () => {
    expect(isBlankThread(THREAD_FORM_DEFAULTS)).toBe(true);
    expect(isBlankThread({ ...THREAD_FORM_DEFAULTS, title: 'x' })).toBe(false);
    expect(isBlankThread({ ...THREAD_FORM_DEFAULTS, category })).toBe(false);
    expect(isBlankThread({ ...THREAD_FORM_DEFAULTS, content: [paragraph('x')] })).toBe(false);
    expect(
      isBlankThread({ ...THREAD_FORM_DEFAULTS, content: [paragraph(''), paragraph('')] }),
    ).toBe(false);
  });

  it('reads a broken stored document as empty', () => {
    const broken = { ...THREAD_FORM_DEFAULTS, content: [{ type: 'script' }] as never };
    expect(isBlankThread(broken)).toBe(true);
    expect(validateThread({ ...valid, content: broken.content })).toEqual({
      content: m.enterContent,
    });
  });
});

describe('threadBody', () => {
  it('trims the title, sends the HTML and the category id', () => {
    expect(threadBody(valid)).toEqual({
      title: 'Best budget GPU?',
      content: '<p>Looking for advice on a GPU.</p>',
      category_id: 4,
    });
  });

  it('drops empty lines at the start and the end of the content', () => {
    expect(
      threadContent([
        paragraph(''),
        paragraph('  '),
        paragraph('Body'),
        paragraph(''),
        { type: 'image', url: '/a.png', alt: '', children: [{ text: '' }] },
        paragraph(''),
      ]),
    ).toBe('<p>Body</p><p></p><img src="/a.png" alt="">');
  });
});

describe('afterCreatePath', () => {
  it('goes to /pending-approval when the message says so', () => {
    expect(
      afterCreatePath({
        message: 'Thread created successfully and is pending approval.',
        data: { slug: 'x-1' },
      }),
    ).toBe('/pending-approval');
    expect(afterCreatePath({ message: 'Pending Approval by a moderator' })).toBe(
      '/pending-approval',
    );
  });

  it('goes to the thread by its slug, else to /Forum', () => {
    expect(
      afterCreatePath({ message: 'Thread created successfully.', data: { slug: 'gpu-12' } }),
    ).toBe('/thread/gpu-12');
    expect(afterCreatePath({ message: 'ok', data: { slug: 'a b/c' } })).toBe('/thread/a%20b%2Fc');
    expect(afterCreatePath({ message: 'ok', data: {} })).toBe('/Forum');
    expect(afterCreatePath(undefined)).toBe('/Forum');
  });
});

describe('threadDraftKey', () => {
  it('is one draft per member', () => {
    expect(threadDraftKey(7)).toBe('thread-form:7');
  });
});
