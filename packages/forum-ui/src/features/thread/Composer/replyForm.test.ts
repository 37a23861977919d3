import { describe, expect, it } from 'vitest';
import { sanitizeUserHtml } from '@forum/forum-ui/design-system';
import {
  REPLY_DEFAULTS,
  escapeHtml,
  mentionOf,
  replyContent,
  replyDraftKey,
  replyRequest,
  validateReply,
  withQuote,
} from './replyForm.ts';

describe('validateReply', () => {
  it('refuses empty and white-space-only text', () => {
    expect(validateReply({ ...REPLY_DEFAULTS, text: '' })).toEqual({
      text: 'Please enter a reply',
    });
    expect(validateReply({ ...REPLY_DEFAULTS, text: ' \n\t ' })).toEqual({
      text: 'Please enter a reply',
    });
    expect(validateReply({ ...REPLY_DEFAULTS, text: 'ok' })).toEqual({});
  });
});

describe('replyContent (typed text to the API content)', () => {
  it('trims, and wraps each paragraph in <p>', () => {
    expect(replyContent('  Hello there  ')).toBe('<p>Hello there</p>');
    expect(replyContent('One\n\nTwo\n \n\nThree')).toBe('<p>One</p><p>Two</p><p>Three</p>');
  });

  it('keeps single line breaks as <br>, and Windows line ends too', () => {
    expect(replyContent('line 1\nline 2\r\nline 3')).toBe('<p>line 1<br>line 2<br>line 3</p>');
  });

  it('escapes markup, so a typed <b> is text', () => {
    expect(replyContent('<b>bold</b> & "quotes" \'too\'')).toBe(
      '<p>&lt;b&gt;bold&lt;/b&gt; &amp; &quot;quotes&quot; &#39;too&#39;</p>',
    );
    expect(replyContent('<script>alert(1)</script>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });

  it('keeps the width of runs of spaces', () => {
    expect(replyContent('a   b')).toBe('<p>a &nbsp;&nbsp;b</p>');
  });

  it('gives nothing for nothing', () => {
    expect(replyContent('   \n\n ')).toBe('');
  });

  it('reads back exactly as typed through the user-HTML renderer', () => {
    const typed = '@Maria Clara <b>not bold</b>\nnext line 🙂 ünïcödé';
    const html = replyContent(typed);
    expect(sanitizeUserHtml(html)).toBe(html);
    const doc = new DOMParser().parseFromString(html.replace(/<br>/g, '\n'), 'text/html');
    expect(doc.body.textContent).toBe(typed);
  });
});

describe('replyContent: code, as a technology forum writes it', () => {
  it('`inline` is <code>, escaped, and the rest of the line stays text', () => {
    expect(replyContent('Run `npm ci` & then `<b>`')).toBe(
      '<p>Run <code>npm ci</code> &amp; then <code>&lt;b&gt;</code></p>',
    );
    // One backtick alone, or an empty pair, is just a backtick.
    expect(replyContent('it`s `` fine')).toBe('<p>it`s `` fine</p>');
  });

  it('a fenced block keeps its lines exactly, blank lines and indents too, with a known language', () => {
    const typed = [
      'Why does my vite.config.ts fail?',
      '```ts',
      "import { defineConfig } from 'vite';",
      '',
      'export default defineConfig({',
      '    plugins: [<react />],',
      '});',
      '```',
      'Thanks!',
    ].join('\n');
    expect(replyContent(typed)).toBe(
      '<p>Why does my vite.config.ts fail?</p>' +
        '<pre><code class="language-typescript">import { defineConfig } from &#39;vite&#39;;\n\n' +
        'export default defineConfig({\n    plugins: [&lt;react /&gt;],\n});</code></pre>' +
        '<p>Thanks!</p>',
    );
  });

  it('an unknown language keeps the code and loses the name; an unclosed fence runs to the end', () => {
    expect(replyContent('```brainfuck\n+++.\n```')).toBe('<pre><code>+++.</code></pre>');
    expect(replyContent('Log:\n```\nError: boom\n  at x (a.js:1)')).toBe(
      '<p>Log:</p><pre><code>Error: boom\n  at x (a.js:1)</code></pre>',
    );
    // Backticks inside a block are code, not inline marks; a longer fence needs as long a close.
    expect(replyContent('````\n```\n`x`\n````')).toBe('<pre><code>```\n`x`</code></pre>');
  });

  it('reads back exactly through the user-HTML renderer', () => {
    const html = replyContent('See `a && b`:\n```bash\nnpm run build && npm test\n```');
    expect(sanitizeUserHtml(html)).toBe(html);
  });
});

describe('the rest of the form', () => {
  it('names one draft per thread', () => {
    expect(replyDraftKey(42)).toBe('reply:42');
  });

  it('mentions an author', () => {
    expect(mentionOf(' Maria ')).toBe('@Maria ');
    expect(mentionOf(null)).toBe('');
  });

  it('escapes the five markup characters only', () => {
    expect(escapeHtml('a<b>&"\'ñ')).toBe('a&lt;b&gt;&amp;&quot;&#39;ñ');
  });

  it('sends a reply to the thread or to a post', () => {
    expect(
      replyRequest({ text: ' hi ', parentId: null, parentName: '', mentions: [] }, 7, 3),
    ).toEqual({
      to: 'thread',
      threadId: 7,
      body: { content: '<p>hi</p>', thread_id: 7, author_id: 3 },
    });
    expect(
      replyRequest(
        { text: '@Ana yo', parentId: 12, parentName: 'Ana', mentions: [{ id: 5, name: 'Ana' }] },
        7,
        3,
      ),
    ).toEqual({
      to: 'post',
      postId: 12,
      body: { content: '<p><a href="/users/5">@Ana</a> yo</p>', parent_id: 12, author_id: 3 },
    });
  });

  it('links a chosen member wherever @Name stands in prose, never in code', () => {
    const jun = { id: 9, name: 'Jun Reyes' };
    expect(
      replyContent('Thanks @Jun Reyes!\n`@Jun Reyes` @Juan\n```\n@Jun Reyes\n```', [jun]),
    ).toBe(
      '<p>Thanks <a href="/users/9">@Jun Reyes</a>!<br><code>@Jun Reyes</code> @Juan</p>' +
        '<pre><code>@Jun Reyes</code></pre>',
    );
    // Not chosen: text.
    expect(replyContent('Thanks @Jun Reyes')).toBe('<p>Thanks @Jun Reyes</p>');
  });
});

describe('withQuote', () => {
  it('quotes each line after the author, and keeps what was typed before it', () => {
    expect(withQuote('', 'Ana', ' first line\r\nsecond ')).toBe(
      'Ana wrote:\n> first line\n> second\n\n',
    );
    expect(withQuote('I think  \n', 'Ben', 'x')).toBe('I think\n\nBen wrote:\n> x\n\n');
  });

  it('keeps empty lines of the quote as bare markers', () => {
    expect(withQuote('', 'Cora', 'a\n\nb')).toBe('Cora wrote:\n> a\n>\n> b\n\n');
  });
});
