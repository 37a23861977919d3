import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify (the category slug rule)', () => {
  it('lowercases and joins words with single hyphens', () => {
    expect(slugify('Device Hardware')).toBe('device-hardware');
    expect(slugify('PC   Building')).toBe('pc-building');
  });

  it('turns every run of non-alphanumerics into one hyphen', () => {
    expect(slugify('AI & Machine-Learning / News')).toBe('ai-machine-learning-news');
    expect(slugify('C++ -- C#')).toBe('c-c');
  });

  it('trims hyphens at both ends', () => {
    expect(slugify('  --Gaming!--  ')).toBe('gaming');
    expect(slugify('(Retro) consoles?')).toBe('retro-consoles');
  });

  it('keeps digits', () => {
    expect(slugify('Top 10 GPUs of 2026')).toBe('top-10-gpus-of-2026');
  });

  it('folds accents instead of dropping the letter', () => {
    expect(slugify('Café Ñiño Über')).toBe('cafe-nino-uber');
  });

  it('gives an empty slug for blank text or text without Latin letters or digits', () => {
    expect(slugify('')).toBe('');
    expect(slugify('   ')).toBe('');
    expect(slugify('日本語 🎮')).toBe('');
  });
});
