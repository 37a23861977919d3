import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlToText, previewText, truncateText } from './text.ts';

describe('htmlToText', () => {
  it('keeps the words, drops the markup, decodes entities and separates blocks', () => {
    expect(htmlToText('<p>Hello <strong>world</strong> &amp; friends</p><p>Second</p>')).toBe(
      'Hello world & friends Second',
    );
    expect(htmlToText('<ul><li>One</li><li>Two</li></ul>')).toBe('One Two');
    expect(htmlToText('Line<br>break')).toBe('Line break');
  });
  it('never keeps script or style text, and leaves plain text alone', () => {
    expect(htmlToText('<p>Hi</p><script>alert(1)</script><style>p{}</style>')).toBe('Hi');
    expect(htmlToText('  plain   text  ')).toBe('plain text');
    expect(htmlToText(null)).toBe('');
    expect(htmlToText('<img src=x onerror=alert(1)>')).toBe('');
  });
  it('shows typed angle brackets as text', () => {
    expect(htmlToText('<p>Use &lt;b&gt; for bold</p>')).toBe('Use <b> for bold');
  });
});

describe('truncateText', () => {
  it('leaves short text alone', () => {
    expect(truncateText('Short', 150)).toBe('Short');
    expect(truncateText('x'.repeat(150), 150)).toBe('x'.repeat(150));
  });
  it('cuts at max characters with an ellipsis, at a word break near the end', () => {
    const text = 'word '.repeat(40).trim(); // 199 characters
    const cut = truncateText(text, 150);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(151);
    expect(cut.slice(0, -1).endsWith('word')).toBe(true);
  });
  it('never splits an emoji or a combined letter', () => {
    const text = '👩🏽‍💻'.repeat(10);
    expect(truncateText(text, 3)).toBe('👩🏽‍💻👩🏽‍💻👩🏽‍💻…');
    expect(truncateText('e\u0301'.repeat(5), 2)).toBe('e\u0301e\u0301…');
  });
});

describe('previewText', () => {
  it('cuts the text of HTML, not the markup', () => {
    const html = `<p>${'<strong>a</strong>'.repeat(300)}</p>`;
    expect(previewText(html, 200)).toBe(`${'a'.repeat(200)}…`);
  });
});

describe('escapeHtml', () => {
  it('escapes the five markup characters and nothing else', () => {
    expect(escapeHtml(`<a href="x">'&'</a> ñ 🎮`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt; ñ 🎮',
    );
  });
});
