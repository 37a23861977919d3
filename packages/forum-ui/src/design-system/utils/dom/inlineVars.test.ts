import { assignInlineVars } from '@vanilla-extract/dynamic';
import { describe, expect, it } from 'vitest';
import { inlineVars } from './inlineVars.ts';

describe('inlineVars', () => {
  it("sets each variable by its property name, as vanilla-extract's assignInlineVars does", () => {
    const values = { 'var(--indent__1x2y3z)': '2', 'var(--accent__9a8b7c)': '#ff0000' };
    expect(inlineVars(values)).toEqual({ '--indent__1x2y3z': '2', '--accent__9a8b7c': '#ff0000' });
    expect(inlineVars(values)).toEqual({ ...assignInlineVars(values) });
  });

  it('refuses a name that is not a variable, rather than setting nothing', () => {
    expect(() => inlineVars({ color: 'red' })).toThrow('Not a CSS variable');
  });
});
