import { describe, expect, it } from 'vitest';
import type { Suggestion } from '@forum/api';
import {
  shownSuggestions,
  suggestionLabel,
  suggestionQuery,
  toSuggestionOptions,
} from './suggestions.ts';
import { type SuggestionAnswer } from '@forum/forum-ui/design-system';

describe('suggestionQuery', () => {
  it('asks from 2 characters, trimmed', () => {
    expect(suggestionQuery('')).toBeNull();
    expect(suggestionQuery(' g ')).toBeNull();
    expect(suggestionQuery(' gp ')).toBe('gp');
    expect(suggestionQuery('東京')).toBe('東京');
    expect(suggestionQuery('🎮')).toBeNull(); // one character, two code units
  });
});

describe('toSuggestionOptions', () => {
  it('labels each item with its kind, reading a string, a title or a name', () => {
    const list: Suggestion[] = [
      'gpu prices',
      { type: 'thread', id: 5, title: 'Best budget GPUs', slug: 'best-budget-gpus' },
      { type: 'post', id: 9, title: 'Best budget GPUs' },
      { type: 'user', id: 3, name: 'Kat Santos' },
      { type: 'category', id: 2, title: 'Hardware', slug: 'hardware' },
    ];
    expect(toSuggestionOptions(list)).toEqual([
      { key: 'term:gpu prices', label: 'gpu prices', kind: 'term' },
      { key: 'thread:5', label: 'Best budget GPUs', kind: 'thread' },
      { key: 'post:9', label: 'Best budget GPUs', kind: 'post' },
      { key: 'user:3', label: 'Kat Santos', kind: 'user' },
      { key: 'category:2', label: 'Hardware', kind: 'category' },
    ]);
  });

  it('drops empty items and repeats of the same kind and label', () => {
    const list: Suggestion[] = [
      { type: 'thread', id: 1, title: 'RTX 5060' },
      { type: 'thread', id: 2, title: 'rtx 5060 ' },
      { type: 'thread', id: 3 },
      '  ',
      { type: 'user', id: 4, name: '' },
    ];
    expect(toSuggestionOptions(list)).toEqual([
      { key: 'thread:1', label: 'RTX 5060', kind: 'thread' },
    ]);
    expect(suggestionLabel({ type: 'user', id: 4, name: ' Ana ' })).toBe('Ana');
  });
});

describe('shownSuggestions', () => {
  const answer: SuggestionAnswer = {
    query: 'gpu',
    options: [{ key: 'thread:1', label: 'GPU', kind: 'thread' }],
  };
  it('shows an answer only for exactly what is typed now', () => {
    expect(shownSuggestions(' gpu ', answer)).toBe(answer.options);
    expect(shownSuggestions('gpu b', answer)).toBeNull();
    expect(shownSuggestions('gp', answer)).toBeNull();
    expect(shownSuggestions('g', answer)).toBeNull();
    expect(shownSuggestions('gpu', null)).toBeNull();
  });
});

describe('suggestionQuery: what the server takes', () => {
  it('asks nothing for a text longer than 255 code points (the server would refuse it)', () => {
    expect(suggestionQuery('x'.repeat(255))).toBe('x'.repeat(255));
    expect(suggestionQuery('x'.repeat(249) + '👨‍👩‍👧‍👦')).toBeNull();
  });
});
