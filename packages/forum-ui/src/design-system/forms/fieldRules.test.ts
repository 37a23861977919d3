import { describe, expect, it } from 'vitest';
import { fieldRuleErrors, fieldRuleMessage, isEmailAddress, withFieldRules } from './fieldRules.ts';

const family = '👨‍👩‍👧‍👦';

describe('fieldRuleMessage: the limit', () => {
  const title = { label: 'Title', limit: 255 };

  it('passes a value at the limit, counted in characters a person sees', () => {
    expect(fieldRuleMessage('x'.repeat(255), title)).toBeUndefined();
    // 255 families are 2,805 UTF-16 units but 255 characters.
    expect(fieldRuleMessage(family.repeat(255), title)).toBeUndefined();
  });

  it('refuses a longer value, saying by how much and what the limit is', () => {
    expect(fieldRuleMessage('x'.repeat(267), title)).toBe(
      'Title is 12 characters too long (255 at most)',
    );
    expect(fieldRuleMessage(family.repeat(256), title)).toBe(
      'Title is 1 character too long (255 at most)',
    );
    expect(fieldRuleMessage('x'.repeat(100_000), { label: 'Message', limit: 5_000 })).toBe(
      'Message is 95,000 characters too long (5,000 at most)',
    );
  });

  it('ignores what is not text (a number, a list, a file)', () => {
    expect(fieldRuleMessage(12, title)).toBeUndefined();
    expect(fieldRuleMessage(['x'.repeat(300)], title)).toBeUndefined();
  });
});

describe('isEmailAddress and the e-mail rule', () => {
  it.each(['ada@example.com', ' ada@example.com ', 'a.b+tag@sub.example.co.uk', 'x@localhost'])(
    'accepts %s',
    (address) => expect(isEmailAddress(address)).toBe(true),
  );

  it.each([
    'x'.repeat(10_000),
    'ada',
    'ada@',
    '@example.com',
    'ada @example.com',
    '<script>alert(1)</script>@example.com',
    "'; DROP TABLE users; --",
    'ada@exa mple.com',
    'ada@-example.com',
    `${'x'.repeat(250)}@example.com`,
  ])('refuses %s', (address) => expect(isEmailAddress(address)).toBe(false));

  it('leaves a blank e-mail field to the screen (required is its rule)', () => {
    expect(fieldRuleMessage('  ', { label: 'Email', email: true })).toBeUndefined();
    expect(fieldRuleMessage('nope', { label: 'Email', email: true })).toBe(
      'Please enter a valid email address',
    );
  });

  it('says "too long" before "not an address" for an over-long e-mail', () => {
    expect(fieldRuleMessage('x'.repeat(300), { label: 'Email', email: true, limit: 255 })).toBe(
      'Email is 45 characters too long (255 at most)',
    );
  });
});

describe('fieldRuleErrors and withFieldRules', () => {
  const rules = new Map([
    ['title', { label: 'Title', limit: 5 }],
    ['email', { label: 'Email', email: true }],
  ]);

  it('gives a message for each failing field only', () => {
    expect(fieldRuleErrors({ title: 'abcdef', email: 'ada@example.com' }, rules)).toEqual({
      title: 'Title is 1 character too long (5 at most)',
    });
    expect(fieldRuleErrors({ title: 'abc', email: '' }, rules)).toEqual({});
  });

  it("keeps the screen's message for a field, and adds the rules' where it has none", () => {
    expect(
      withFieldRules(
        { title: 'Please enter a thread title', body: undefined },
        {
          title: 'Title is 1 character too long (5 at most)',
          email: 'Please enter a valid email address',
        },
      ),
    ).toEqual({
      title: 'Please enter a thread title',
      email: 'Please enter a valid email address',
    });
  });
});
