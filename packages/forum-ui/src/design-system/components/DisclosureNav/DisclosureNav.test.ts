import { describe, expect, it } from 'vitest';
import { moveIndex } from './DisclosureNav.utils.ts';

describe('moveIndex', () => {
  it('moves down a dropdown with the up and down arrows, wrapping at both ends', () => {
    expect(moveIndex('ArrowDown', 0, 4, 'vertical')).toBe(1);
    expect(moveIndex('ArrowDown', 3, 4, 'vertical')).toBe(0);
    expect(moveIndex('ArrowUp', 2, 4, 'vertical')).toBe(1);
    expect(moveIndex('ArrowUp', 0, 4, 'vertical')).toBe(3);
  });

  it('moves along the top row with the left and right arrows', () => {
    expect(moveIndex('ArrowRight', 0, 5, 'horizontal')).toBe(1);
    expect(moveIndex('ArrowRight', 4, 5, 'horizontal')).toBe(0);
    expect(moveIndex('ArrowLeft', 0, 5, 'horizontal')).toBe(4);
  });

  it('goes to the first or last with Home and End, either way', () => {
    expect(moveIndex('Home', 3, 4, 'vertical')).toBe(0);
    expect(moveIndex('End', 0, 4, 'vertical')).toBe(3);
    expect(moveIndex('Home', 2, 5, 'horizontal')).toBe(0);
    expect(moveIndex('End', 2, 5, 'horizontal')).toBe(4);
  });

  it('ignores keys of the other direction, other keys, and an empty list', () => {
    expect(moveIndex('ArrowLeft', 1, 4, 'vertical')).toBeNull();
    expect(moveIndex('ArrowDown', 1, 5, 'horizontal')).toBeNull();
    expect(moveIndex('Enter', 1, 4, 'vertical')).toBeNull();
    expect(moveIndex('ArrowDown', 0, 0, 'vertical')).toBeNull();
  });
});
