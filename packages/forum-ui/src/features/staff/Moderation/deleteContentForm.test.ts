import { describe, expect, it } from 'vitest';
import { removeContentBody, validateDeleteContent } from './deleteContentForm.ts';

describe('the Delete Content form', () => {
  it('requires a reason that is not blank', () => {
    expect(validateDeleteContent({ reason: '' })).toEqual({
      reason: 'Please enter a reason for deleting this content',
    });
    expect(validateDeleteContent({ reason: '  \n ' }).reason).toBeTruthy();
    expect(validateDeleteContent({ reason: 'Spam link' })).toEqual({});
  });

  it('sends the content type and the trimmed reason', () => {
    expect(removeContentBody({ content_type: 'post' }, { reason: '  Spam link \n' })).toEqual({
      type: 'post',
      reason: 'Spam link',
    });
  });
});
