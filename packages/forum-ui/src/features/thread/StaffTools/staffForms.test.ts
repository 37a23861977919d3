import { describe, expect, it } from 'vitest';
import { moveOptions, validateMove, validateReason } from './staffForms.ts';

describe('validateReason', () => {
  it('needs a reason that is not blank', () => {
    expect(validateReason({ reason: '  ' })).toEqual({ reason: 'Please enter a reason' });
    expect(validateReason({ reason: 'Spam' })).toEqual({});
  });
});

describe('validateMove', () => {
  it('needs a category', () => {
    expect(validateMove({ categoryId: '' })).toEqual({ categoryId: 'Please choose a category' });
    expect(validateMove({ categoryId: '12' })).toEqual({});
  });
});

describe('moveOptions', () => {
  it('offers approved, active categories (children after their parent), not the current one', () => {
    const options = moveOptions(
      [
        {
          id: 1,
          title: 'Hardware',
          children: [
            { id: 2, title: 'GPUs' },
            { id: 3, title: 'Pending board', is_approved: false },
            { id: 4, title: 'Closed board', is_active: false },
          ],
        },
        { id: 5, name: 'Gaming' },
      ],
      2,
    );
    expect(options).toEqual([
      { value: '1', label: 'Hardware' },
      { value: '5', label: 'Gaming' },
    ]);
    expect(moveOptions([{ id: 2, title: 'GPUs' }], 1)).toEqual([{ value: '2', label: 'GPUs' }]);
    expect(moveOptions(undefined)).toEqual([]);
  });
});
