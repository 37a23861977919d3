import { describe, expect, it } from 'vitest';
import { toastFieldErrors } from './fieldErrors.ts';

describe('toastFieldErrors', () => {
  it('gives one "field: message" line per message, in order', () => {
    expect(
      toastFieldErrors({
        title: ['The title field is required.'],
        content: ['The content field is required.', 'The content must be at least 10 characters.'],
      }),
    ).toEqual([
      'title: The title field is required.',
      'content: The content field is required.',
      'content: The content must be at least 10 characters.',
    ]);
  });

  it('gives nothing for an empty, null or missing map', () => {
    expect(toastFieldErrors({})).toEqual([]);
    expect(toastFieldErrors(null)).toEqual([]);
    expect(toastFieldErrors(undefined)).toEqual([]);
  });

  it('gives nothing for a field with no messages', () => {
    expect(toastFieldErrors({ email: [], name: ['The name field is required.'] })).toEqual([
      'name: The name field is required.',
    ]);
  });

  it('accepts a single string instead of a list', () => {
    expect(toastFieldErrors({ email: 'The email has already been taken.' })).toEqual([
      'email: The email has already been taken.',
    ]);
  });

  it('skips blank messages and trims the rest', () => {
    expect(
      toastFieldErrors({ password: ['  ', ' The password must be at least 6 characters. '] }),
    ).toEqual(['password: The password must be at least 6 characters.']);
  });

  it('skips values that are not messages', () => {
    const odd = { title: null, body: undefined, tags: [42] } as unknown as Parameters<
      typeof toastFieldErrors
    >[0];
    expect(toastFieldErrors(odd)).toEqual([]);
  });

  it('keeps dotted Laravel field names and unicode as they are', () => {
    expect(toastFieldErrors({ 'tags.0': ['Hindi wasto ang tag.'], 名前: ['必須です 🙏'] })).toEqual(
      ['tags.0: Hindi wasto ang tag.', '名前: 必須です 🙏'],
    );
  });

  it('shows the message alone when the field name is blank', () => {
    expect(toastFieldErrors({ '': ['Something is wrong.'] })).toEqual(['Something is wrong.']);
  });
});
