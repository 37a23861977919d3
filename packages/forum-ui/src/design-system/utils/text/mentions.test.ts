import { describe, expect, it } from 'vitest';
import { linkMentions, mentionQueryAt, withMention } from './mentions.ts';
import { escapeHtml } from './text.ts';

const at = (text: string, chosen?: string[]) => mentionQueryAt(text, text.length, chosen);

describe('mentionQueryAt', () => {
  it('reads an @ and at least 2 characters before the caret, up to two words', () => {
    expect(at('Thanks @ma')).toEqual({ start: 7, query: 'ma' });
    expect(at('@Maria Cl')).toEqual({ start: 0, query: 'Maria Cl' });
    expect(at('(cc @jun')).toEqual({ start: 4, query: 'jun' });
    expect(at('ping @Ñiño')).toEqual({ start: 5, query: 'Ñiño' });
  });

  it('is no mention: one character, an e-mail address, three words, a new line', () => {
    expect(at('Thanks @m')).toBeNull();
    expect(at('mail user@example.com')).toBeNull();
    expect(at('@Maria Clara thanks')).toBeNull();
    expect(at('@maria\nnext')).toBeNull();
    expect(at('@')).toBeNull();
    expect(at(`@${'x'.repeat(41)}`)).toBeNull();
  });

  it('reads where the caret is, not the end of the text', () => {
    const text = 'Hi @jo and more';
    expect(mentionQueryAt(text, 6)).toEqual({ start: 3, query: 'jo' });
    expect(mentionQueryAt(text, text.length)).toBeNull();
  });

  it('stops after a chosen member: what follows is the sentence', () => {
    expect(at('@Jun thanks', ['Jun'])).toBeNull();
    expect(at('@Jun th', ['Jun'])).toBeNull();
    expect(at('@Jun', ['Jun'])).toEqual({ start: 0, query: 'Jun' });
  });
});

describe('withMention', () => {
  it('puts @Name and one space where the query was, with the caret after it', () => {
    const text = 'Thanks @ma, it works';
    const query = mentionQueryAt(text, 10)!;
    expect(withMention(text, query, 10, 'Maria Clara')).toEqual({
      text: 'Thanks @Maria Clara , it works',
      caret: 20,
    });
    expect(withMention('@ju rest', { start: 0, query: 'ju' }, 3, 'Jun')).toEqual({
      text: '@Jun rest',
      caret: 5,
    });
  });
});

describe('linkMentions', () => {
  const href = ({ id }: { id: number }) => `/users/${id}`;
  const mentions = [
    { id: 1, name: 'Maria' },
    { id: 2, name: 'Maria Clara' },
    { id: 3, name: "O'Brien <b>" },
  ];

  it('links each chosen name, the longest first, and leaves other @-words as text', () => {
    expect(
      linkMentions(escapeHtml('@Maria Clara and @Maria, not @Mariano or @Juan'), mentions, href),
    ).toBe(
      '<a href="/users/2">@Maria Clara</a> and <a href="/users/1">@Maria</a>, not @Mariano or @Juan',
    );
  });

  it('matches names in escaped text, and writes nothing a name could turn into markup', () => {
    expect(linkMentions(escapeHtml("hi @O'Brien <b>!"), mentions, href)).toBe(
      'hi <a href="/users/3">@O&#39;Brien &lt;b&gt;</a>!',
    );
  });

  it('needs the @ to start a word', () => {
    expect(linkMentions('mail maria@Maria', mentions, href)).toBe('mail maria@Maria');
    expect(linkMentions('x', [], href)).toBe('x');
  });
});
