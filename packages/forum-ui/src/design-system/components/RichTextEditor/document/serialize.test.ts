import { describe, expect, it } from 'vitest';
import { fromHtml, fromPlainText } from './deserialize.ts';
import type { InlineNode, ListItemElement, RichTextDocument } from './richText.ts';
import { SERIALISED_ATTRIBUTES, SERIALISED_TAGS, toHtml } from './serialize.ts';
import { sanitizeUserHtml, USER_HTML_TAGS } from '../../UserHtml/sanitize.ts';

const p = (...children: InlineNode[]): RichTextDocument[number] => ({
  type: 'paragraph',
  children,
});
const item = (
  list: ListItemElement['list'],
  depth: number,
  ...children: InlineNode[]
): ListItemElement => ({ type: 'list-item', list, depth, children });
const t = (text: string) => ({ text });

/** Documents in Slate's normal form, each with the HTML it is written as. */
const cases: [string, RichTextDocument, string][] = [
  ['an empty paragraph', [p(t(''))], '<p></p>'],
  ['plain text', [p(t('Hello, world'))], '<p>Hello, world</p>'],
  ['bold', [p(t('a '), { text: 'b', bold: true }, t(' c'))], '<p>a <strong>b</strong> c</p>'],
  ['italic', [p({ text: 'slanted', italic: true })], '<p><em>slanted</em></p>'],
  ['underline', [p({ text: 'under', underline: true })], '<p><u>under</u></p>'],
  [
    'every mark at once',
    [p({ text: 'all', bold: true, italic: true, underline: true })],
    '<p><strong><em><u>all</u></em></strong></p>',
  ],
  [
    'inline code',
    [p(t('run '), { text: 'npm ci', code: true }, t(' first'))],
    '<p>run <code>npm ci</code> first</p>',
  ],
  [
    'bold inline code',
    [p({ text: 'x', bold: true, code: true })],
    '<p><strong><code>x</code></strong></p>',
  ],
  [
    'a code block with its language, every space and line kept',
    [
      {
        type: 'code-block',
        language: 'python',
        children: [t('def f(x):\n\n    return x < 2 and "&"\n')],
      },
    ],
    '<pre><code class="language-python">def f(x):\n\n    return x &lt; 2 and &quot;&amp;&quot;\n</code></pre>',
  ],
  [
    'a mention between words, a link to the member as @Name',
    [
      p(
        t('thanks '),
        { type: 'mention', name: 'Maria Clara', href: '/users/7', children: [t('')] },
        t(' for the fix'),
      ),
    ],
    '<p>thanks <a href="/users/7">@Maria Clara</a> for the fix</p>',
  ],
  [
    'two mentions side by side, and unicode names',
    [
      p(
        t(''),
        { type: 'mention', name: 'Jun', href: '/users/3', children: [t('')] },
        t(' '),
        { type: 'mention', name: 'Ñiño 🚀', href: '/users/9', children: [t('')] },
        t(''),
      ),
    ],
    '<p><a href="/users/3">@Jun</a> <a href="/users/9">@Ñiño 🚀</a></p>',
  ],
  [
    'a code block without a language',
    [{ type: 'code-block', language: '', children: [t('  indented')] }],
    '<pre><code>  indented</code></pre>',
  ],
  [
    'a link',
    [
      p(
        t('see '),
        { type: 'link', url: 'https://example.com/a?b=1&c=2', children: [t('this')] },
        t(''),
      ),
    ],
    '<p>see <a href="https://example.com/a?b=1&amp;c=2">this</a></p>',
  ],
  [
    'a link with marks, first in its paragraph',
    [
      p(
        t(''),
        {
          type: 'link',
          url: 'mailto:team@example.com',
          children: [{ text: 'mail', bold: true }, t(' us')],
        },
        t('!'),
      ),
    ],
    '<p><a href="mailto:team@example.com"><strong>mail</strong> us</a>!</p>',
  ],
  ['a soft line break', [p(t('one\ntwo'))], '<p>one<br>two</p>'],
  ['a line break at the end', [p(t('one\n'))], '<p>one<br><br></p>'],
  [
    'spaces a browser would collapse',
    [p(t(' two  spaces, three   and edge '))],
    '<p>&nbsp;two &nbsp;spaces, three &nbsp; and edge&nbsp;</p>',
  ],
  [
    'markup-like text',
    [p(t('<b>not bold</b> & "quoted"'))],
    '<p>&lt;b&gt;not bold&lt;/b&gt; &amp; &quot;quoted&quot;</p>',
  ],
  ['unicode', [p(t('Mabuhay! 你好 🎮 café'))], '<p>Mabuhay! 你好 🎮 café</p>'],
  [
    'a bulleted list',
    [item('bulleted', 0, t('one')), item('bulleted', 0, t('two'))],
    '<ul><li>one</li><li>two</li></ul>',
  ],
  [
    'a numbered list',
    [item('numbered', 0, t('first')), item('numbered', 0, t('second'))],
    '<ol><li>first</li><li>second</li></ol>',
  ],
  [
    'a nested list',
    [
      item('bulleted', 0, t('a')),
      item('bulleted', 1, t('a.1')),
      item('bulleted', 2, t('a.1.1')),
      item('bulleted', 1, t('a.2')),
      item('bulleted', 0, t('b')),
    ],
    '<ul><li>a<ul><li>a.1<ul><li>a.1.1</li></ul></li><li>a.2</li></ul></li><li>b</li></ul>',
  ],
  [
    'lists of both kinds nested in each other',
    [
      item('numbered', 0, t('step')),
      item('bulleted', 1, t('detail')),
      item('numbered', 1, t('sub-step')),
      item('bulleted', 0, t('note')),
    ],
    '<ol><li>step<ul><li>detail</li></ul><ol><li>sub-step</li></ol></li></ol><ul><li>note</li></ul>',
  ],
  [
    'an empty item holding a nested list',
    [item('bulleted', 0, t('')), item('bulleted', 1, t('deeper'))],
    '<ul><li><ul><li>deeper</li></ul></li></ul>',
  ],
  [
    'a list item with marks and a link',
    [
      item(
        'bulleted',
        0,
        { text: 'bold', bold: true },
        t(' and '),
        { type: 'link', url: 'http://example.org', children: [t('link')] },
        t(''),
      ),
    ],
    '<ul><li><strong>bold</strong> and <a href="http://example.org">link</a></li></ul>',
  ],
  [
    'an image',
    [{ type: 'image', url: 'https://cdn.example.com/a.png', alt: 'A "chart"', children: [t('')] }],
    '<img src="https://cdn.example.com/a.png" alt="A &quot;chart&quot;">',
  ],
  [
    'an uploaded image (site path) with no alt text',
    [{ type: 'image', url: '/uploads/images/3-1.png', alt: '', children: [t('')] }],
    '<img src="/uploads/images/3-1.png" alt="">',
  ],
  [
    'an image as a data URL',
    [{ type: 'image', url: 'data:image/png;base64,iVBORw0KGgo=', alt: 'dot', children: [t('')] }],
    '<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot">',
  ],
  [
    'a table',
    [
      {
        type: 'table',
        children: [
          {
            type: 'table-row',
            children: [
              { type: 'table-cell', children: [{ text: 'CPU', bold: true }] },
              { type: 'table-cell', children: [t('Score')] },
            ],
          },
          {
            type: 'table-row',
            children: [
              { type: 'table-cell', children: [t('')] },
              {
                type: 'table-cell',
                children: [
                  t(''),
                  { type: 'link', url: 'https://x.test', children: [t('9')] },
                  t(''),
                ],
              },
            ],
          },
        ],
      },
    ],
    '<table><tbody><tr><td><strong>CPU</strong></td><td>Score</td></tr><tr><td></td><td><a href="https://x.test">9</a></td></tr></tbody></table>',
  ],
  [
    'blocks of every kind in a row',
    [
      p(t('intro')),
      item('bulleted', 0, t('x')),
      { type: 'image', url: 'https://e.test/i.gif', alt: 'i', children: [t('')] },
      item('numbered', 0, t('y')),
      p(t('end')),
    ],
    '<p>intro</p><ul><li>x</li></ul><img src="https://e.test/i.gif" alt="i"><ol><li>y</li></ol><p>end</p>',
  ],
];

describe('toHtml and fromHtml', () => {
  it.each(cases)('writes %s', (_name, document, html) => {
    expect(toHtml(document)).toBe(html);
  });

  it.each(cases)('reads %s back to the same document', (_name, document, html) => {
    expect(fromHtml(html)).toEqual(document);
    expect(fromHtml(toHtml(document))).toEqual(document);
  });

  it('writes only the tags and attributes it declares', () => {
    const html = cases.map(([, document]) => toHtml(document)).join('');
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    for (const element of Array.from(parsed.body.querySelectorAll('*'))) {
      const tag = element.localName as (typeof SERIALISED_TAGS)[number];
      expect(SERIALISED_TAGS).toContain(tag);
      const allowed: readonly string[] =
        (SERIALISED_ATTRIBUTES as Record<string, readonly string[]>)[tag] ?? [];
      for (const attribute of Array.from(element.attributes))
        expect(allowed).toContain(attribute.name);
    }
  });

  it('writes only what the user-HTML renderer keeps, so the post reads as it was written', () => {
    for (const tag of SERIALISED_TAGS) expect(USER_HTML_TAGS).toContain(tag);
    // The renderer only adds attributes of its own (rel on links, lazy loading on images).
    const added = / (rel|loading|decoding|referrerpolicy)="[^"]*"/g;
    const asParsed = (html: string) =>
      new DOMParser().parseFromString(html, 'text/html').body.innerHTML;
    for (const [, document] of cases) {
      const html = toHtml(document);
      expect(sanitizeUserHtml(html).replace(added, '')).toBe(asParsed(html));
    }
  });

  it('never writes an address it does not allow', () => {
    const document: RichTextDocument = [
      p(
        t('a '),
        { type: 'link', url: 'javascript:alert(1)', children: [t('bad')] },
        t(' b '),
        { type: 'link', url: 'data:text/html,<b>x</b>', children: [t('worse')] },
        t(''),
      ),
      { type: 'image', url: 'javascript:alert(1)', alt: 'x', children: [t('')] },
      { type: 'image', url: '//evil.test/a.png', alt: 'x', children: [t('')] },
    ];
    expect(toHtml(document)).toBe('<p>a bad b worse</p>');
  });

  it('writes a mention whose address leaves the site as its text only', () => {
    const mention = (href: string): InlineNode => ({
      type: 'mention',
      name: 'Eve',
      href,
      children: [t('')],
    });
    expect(
      toHtml([p(t(''), mention('//evil.test/u'), t(' '), mention('javascript:alert(1)'), t(''))]),
    ).toBe('<p>@Eve @Eve</p>');
  });

  it('reads a link to another site, or one not written as @Name, as a plain link or text', () => {
    expect(
      fromHtml('<p><a href="https://e.test/u">@Jun</a> <a href="/users/3">Jun</a></p>'),
    ).toEqual([
      p(t(''), { type: 'link', url: 'https://e.test/u', children: [t('@Jun')] }, t(' Jun')),
    ]);
  });

  it('nests items whose depth jumps, as deep as they can reach', () => {
    expect(toHtml([item('bulleted', 3, t('a')), item('bulleted', 2, t('b'))])).toBe(
      '<ul><li>a<ul><li>b</li></ul></li></ul>',
    );
  });
});

describe('fromHtml on pasted code', () => {
  it('reads a <pre> as a code block: its text exactly, <br> as a line, a listed language', () => {
    expect(
      fromHtml('<pre class="lang-ts"><code>const a = 1;<br>  <b>b</b>\n</code></pre><p>after</p>'),
    ).toEqual([
      { type: 'code-block', language: 'typescript', children: [t('const a = 1;\n  b\n')] },
      p(t('after')),
    ]);
  });

  it('drops a language that is not on the list; of a longer class, reads the language only', () => {
    expect(
      fromHtml(
        '<pre><code class="language-klingon">x</code></pre><pre><code class="language-js&quot;onclick">y</code></pre>',
      ),
    ).toEqual([
      { type: 'code-block', language: '', children: [t('x')] },
      { type: 'code-block', language: 'javascript', children: [t('y')] },
    ]);
  });

  it('reads <code>, <kbd> and <samp> in text as inline code', () => {
    expect(fromHtml('<p>Press <kbd>Ctrl</kbd> and run <code>ls</code></p>')).toEqual([
      p(t('Press '), { text: 'Ctrl', code: true }, t(' and run '), { text: 'ls', code: true }),
    ]);
  });
});

describe('fromHtml on pasted HTML', () => {
  it('drops scripts, styles, event attributes, frames and unsafe addresses, keeping text', () => {
    const html = `
      <style>p { color: red }</style><script>alert(1)</script>
      <p onclick="alert(1)" class="x" style="color:red">Hello <a href="javascript:alert(1)" onmouseover="x()">there</a></p>
      <img src="x" onerror="alert(1)"><img src="javascript:alert(1)">
      <iframe src="https://evil.test"></iframe><svg onload="alert(1)"><text>svg</text></svg>
      <form><input value="secret"><button>Go</button>kept</form>`;
    expect(fromHtml(html)).toEqual([p(t('Hello there')), p(t('kept'))]);
  });

  it('keeps a safe image and its alt text, out of the paragraph it sat in', () => {
    expect(fromHtml('<p>before <img src="https://e.test/a.png" alt=" A "> after</p>')).toEqual([
      p(t('before')),
      { type: 'image', url: 'https://e.test/a.png', alt: 'A', children: [t('')] },
      p(t('after')),
    ]);
  });

  it('reads the marks Google Docs writes as styles, and its bold-but-not wrapper', () => {
    const html =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr"><span style="font-weight:700;">Bold</span><span style="font-weight:400;"> plain </span><span style="font-style:italic;">it</span><span style="text-decoration:underline;">ul</span></p></b>';
    expect(fromHtml(html)).toEqual([
      p(
        { text: 'Bold', bold: true },
        t(' plain '),
        { text: 'it', italic: true },
        { text: 'ul', underline: true },
      ),
    ]);
  });

  it("reads Word's list paragraphs as list items of the right kind and depth", () => {
    const html = `
      <p class=MsoListParagraphCxSpFirst style='mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span>&nbsp;&nbsp;</span></span></span><![endif]>Apples</p>
      <p class=MsoListParagraphCxSpLast style='mso-list:l0 level2 lfo1'><![if !supportLists]><span style='mso-list:Ignore'>1.<span>&nbsp;</span></span><![endif]><b>Green</b> ones</p>
      <p class=MsoNormal>After</p>`;
    expect(fromHtml(html)).toEqual([
      item('bulleted', 0, t('Apples')),
      item('numbered', 1, { text: 'Green', bold: true }, t(' ones')),
      p(t('After')),
    ]);
  });

  it('reads headings, quotes and divs as paragraphs and drops what a post cannot hold', () => {
    const html =
      '<h1>Title</h1><div>Line <font color="red">red</font> <code>code</code></div><blockquote>quoted</blockquote><hr>';
    expect(fromHtml(html)).toEqual([
      p(t('Title')),
      p(t('Line red '), { text: 'code', code: true }),
      p(t('quoted')),
    ]);
  });

  it('reads paragraphs inside list items as lines of the item', () => {
    expect(fromHtml('<ul><li><p>one</p><p>two</p></li></ul>')).toEqual([
      item('bulleted', 0, t('one\ntwo')),
    ]);
  });

  it('reads a list written directly inside a list as a deeper list', () => {
    expect(fromHtml('<ol><li>a</li><ol><li>b</li></ol></ol>')).toEqual([
      item('numbered', 0, t('a')),
      item('numbered', 1, t('b')),
    ]);
  });

  it('pads ragged tables, reads header cells, and keeps cell text on lines', () => {
    const html =
      '<table><thead><tr><th>A</th><th>B</th></tr></thead><tbody><tr><td><p>x</p><p>y</p></td></tr></tbody></table>';
    expect(fromHtml(html)).toEqual([
      {
        type: 'table',
        children: [
          {
            type: 'table-row',
            children: [
              { type: 'table-cell', children: [t('A')] },
              { type: 'table-cell', children: [t('B')] },
            ],
          },
          {
            type: 'table-row',
            children: [
              { type: 'table-cell', children: [t('x\ny')] },
              { type: 'table-cell', children: [t('')] },
            ],
          },
        ],
      },
    ]);
  });

  it('collapses white space as a browser shows it', () => {
    expect(fromHtml('<p>\n  one\n  <b> two </b>  three\n</p>\n\n<p> </p>')).toEqual([
      p(t('one '), { text: 'two ', bold: true }, t('three')),
      p(t('')),
    ]);
  });

  it('gives an empty document for empty or text-free HTML', () => {
    expect(fromHtml('')).toEqual([p(t(''))]);
    expect(fromHtml('<script>x</script>')).toEqual([p(t(''))]);
  });
});

describe('fromPlainText', () => {
  it('keeps each line as a paragraph and drops blank lines', () => {
    expect(fromPlainText('First line\r\nSecond\n\n\nThird\twith tab\n')).toEqual([
      p(t('First line')),
      p(t('Second')),
      p(t('Third with tab')),
    ]);
  });

  it('gives an empty document for blank text', () => {
    expect(fromPlainText(' \n \n')).toEqual([p(t(''))]);
  });
});
