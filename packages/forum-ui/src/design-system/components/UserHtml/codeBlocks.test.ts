import { describe, expect, it } from 'vitest';
import { COPY_CODE } from './codeBlockParts.ts';
import { decorateCode, type CodeBlockParts } from './codeBlocks.ts';
import { CODE_LANGUAGES } from './codeLanguages.ts';
import { highlightCode } from './highlight.ts';
import { sanitizeUserHtml } from './sanitize.ts';

const parts: CodeBlockParts = {
  copy: 'Copy code',
  languageName: (language) => language.toUpperCase(),
  classes: { block: 'block', bar: 'bar', language: 'lang', button: 'btn', status: 'status' },
};
const parse = (html: string) =>
  new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html').body;

describe('decorateCode', () => {
  it('leaves HTML without a code block as it is', () => {
    const html = '<p>Use <code>npm ci</code> here.</p>';
    expect(decorateCode(html, parts)).toBe(html);
  });

  it('boxes each block with its language, a Copy button and a status, and makes it focusable', () => {
    const body = parse(
      decorateCode(
        '<pre><code class="language-python">print(1)</code></pre><pre><code>plain</code></pre>',
        parts,
      ),
    );
    const blocks = body.querySelectorAll(':scope > .block');
    expect(blocks).toHaveLength(2);
    const [python, plain] = [...blocks] as [Element, Element];
    expect(python.querySelector('.bar > .lang')?.textContent).toBe('PYTHON');
    expect(
      python.querySelector(`.bar > button.btn[type="button"][${COPY_CODE}]`)?.textContent,
    ).toBe('Copy code');
    expect(python.querySelector('.bar > [role="status"]')?.textContent).toBe('');
    expect(python.querySelector('pre')?.getAttribute('tabindex')).toBe('0');
    expect(python.querySelector('pre')?.textContent).toBe('print(1)');
    // No language: no name, the same button; and nothing highlighted without a highlighter.
    expect(plain.querySelector('.lang')).toBeNull();
    expect(plain.querySelector(`[${COPY_CODE}]`)).not.toBeNull();
    expect(body.querySelector('pre span')).toBeNull();
  });

  it('highlights a block that names a language, keeping only the highlighter class names', () => {
    const body = parse(
      decorateCode('<pre><code class="language-javascript">a b</code></pre>', parts, () => [
        {
          type: 'element',
          classes: ['hljs-keyword', 'evil" onclick="x', 'site-header'],
          children: [{ type: 'text', value: 'a' }],
        },
        { type: 'text', value: ' <b>' },
      ]),
    );
    const pre = body.querySelector('pre')!;
    expect(pre.querySelector('code')!.innerHTML).toBe(
      '<span class="hljs-keyword">a</span> &lt;b&gt;',
    );
  });

  it('with the real highlighter: code stays text, markup in it never becomes elements', () => {
    const clean = sanitizeUserHtml(
      '<pre><code class="language-html">&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;</code></pre>',
    );
    const body = parse(decorateCode(clean, parts, highlightCode));
    const code = body.querySelector('pre code')!;
    expect(code.textContent).toBe('<script>alert(1)</script><img src=x onerror=alert(1)>');
    expect(code.querySelectorAll('script, img')).toHaveLength(0);
    expect([...code.querySelectorAll('*')].every((el) => el.localName === 'span')).toBe(true);
    expect(code.querySelector('.hljs-tag')).not.toBeNull();
  });

  it('highlights every language of the list, its text unchanged', () => {
    const source = '<p class="a">x</p>\nconst x = "ok"; // 42\n+ added\nfn main() { return 1 }';
    for (const language of CODE_LANGUAGES) {
      const clean = `<pre><code class="language-${language}">${source.replace(/</g, '&lt;')}</code></pre>`;
      const code = parse(decorateCode(clean, parts, highlightCode)).querySelector('pre code')!;
      expect(code.textContent, language).toBe(source);
      expect(code.querySelector('span[class^="hljs-"]'), language).not.toBeNull();
    }
  });
});
