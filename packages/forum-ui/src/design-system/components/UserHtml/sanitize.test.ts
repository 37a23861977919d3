import { describe, expect, it } from 'vitest';
import { EXTERNAL_REL, NEW_TAB_REL, sanitizeUserHtml } from './sanitize.ts';

const clean = sanitizeUserHtml;

describe('sanitizeUserHtml', () => {
  it('keeps what the editor produces', () => {
    const html =
      '<p>Plain <strong>bold</strong> <em>it</em> <u>under</u><br>next line</p>' +
      '<ul><li>one<ol><li>nested</li></ol></li></ul>' +
      '<table><caption>Specs</caption><thead><tr><th scope="col">CPU</th></tr></thead>' +
      '<tbody><tr><td colspan="2">Ryzen</td></tr></tbody></table>';
    expect(clean(html)).toBe(html);
  });

  it('keeps code: inline, and blocks with a language of the list only', () => {
    const html =
      '<p>Run <code>npm ci</code></p><pre><code class="language-typescript">const a = 1;\n  b();</code></pre>';
    expect(clean(html)).toBe(html);
    // Only a name of the list as written there (the reply box writes those names).
    expect(clean('<pre><code class="language-js">x</code></pre>')).toBe(
      '<pre><code>x</code></pre>',
    );
    expect(clean('<pre><code class="language-evil">x</code></pre>')).toBe(
      '<pre><code>x</code></pre>',
    );
    expect(clean('<pre><code class="language-ts hl">x</code></pre>')).toBe(
      '<pre><code>x</code></pre>',
    );
    // A class on inline code or on <pre> is not a language: dropped.
    expect(clean('<p><code class="language-ts">x</code></p>')).toBe('<p><code>x</code></p>');
    expect(clean('<pre class="language-ts" onclick="x()">y</pre>')).toBe('<pre>y</pre>');
  });

  it('returns an empty string for nothing', () => {
    expect(clean(undefined)).toBe('');
    expect(clean(null)).toBe('');
    expect(clean('')).toBe('');
  });

  it('drops script, style, forms, frames, SVG and MathML with their contents where they run', () => {
    const out = clean(
      '<p>a</p><script>alert(1)</script><style>p{}</style><form><input><button>x</button></form>' +
        '<iframe src="https://example.com"></iframe><svg><g onload="alert(1)"></g></svg>' +
        '<math><mi>x</mi></math><object data="x"></object><embed src="x"><p>b</p>',
    );
    expect(out).not.toMatch(/<(script|style|form|input|button|iframe|svg|math|object|embed)/i);
    expect(out).not.toContain('alert');
    expect(out.startsWith('<p>a</p>')).toBe(true);
    expect(out.endsWith('<p>b</p>')).toBe(true);
  });

  it('removes event, style, class, id, data and aria attributes', () => {
    expect(
      clean(
        '<p onclick="x()" style="color:red" class="btn" id="main" data-x="1" aria-hidden="true">t</p>',
      ),
    ).toBe('<p>t</p>');
  });

  it('keeps http, https, mailto and relative links, and nothing else', () => {
    expect(clean('<a href="/threads/2">in</a>')).toBe('<a href="/threads/2">in</a>');
    expect(clean('<a href="mailto:a@b.c">m</a>')).toBe('<a href="mailto:a@b.c">m</a>');
    expect(clean('<a href="https://example.com/x">x</a>')).toBe(
      `<a href="https://example.com/x" rel="${EXTERNAL_REL}">x</a>`,
    );
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      ' javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://example.com/file',
      'tel:123',
    ]) {
      expect(clean(`<a href="${bad}">x</a>`)).toBe('<a>x</a>');
    }
  });

  it('gives new-tab links rel="noopener noreferrer nofollow" and drops other targets', () => {
    expect(clean('<a href="https://e.com" target="_blank" rel="opener">x</a>')).toBe(
      `<a href="https://e.com" target="_blank" rel="${NEW_TAB_REL}">x</a>`,
    );
    expect(clean('<a href="/a" target="_top">x</a>')).toBe('<a href="/a">x</a>');
  });

  it('keeps http(s) images lazy, without referrer, and with whole-number sizes', () => {
    expect(clean('<img src="https://e.com/a.png" alt="A" width="640" height="360px">')).toBe(
      '<img src="https://e.com/a.png" alt="A" width="640" loading="lazy" decoding="async" referrerpolicy="no-referrer">',
    );
  });

  it('keeps raster data: images (demo uploads) and drops SVG, script and non-http images', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(clean(`<img src="${png}">`)).toContain(`src="${png}"`);
    for (const bad of [
      'javascript:alert(1)',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'data:text/html;base64,PHNjcmlwdD4=',
      'ftp://e.com/a.png',
      '',
    ]) {
      expect(clean(`<p>x<img src="${bad}"></p>`)).toBe('<p>x</p>');
    }
    expect(clean('<p>x<img></p>')).toBe('<p>x</p>');
  });

  it('is stable: sanitising twice gives the same result', () => {
    const inputs = [
      '<a href="https://e.com" target="_blank">x</a>',
      '<img src="https://e.com/a.png">',
      '<table><tr><td rowspan="3" colspan="x">c</td></tr></table>',
      '<ol start="3" reversed="yes"><li>a</li></ol>',
      '<p>1 &lt; 2 &amp; "q"</p>',
    ];
    for (const input of inputs) {
      const once = clean(input);
      expect(clean(once)).toBe(once);
    }
  });

  it('puts list items left outside a list into one', () => {
    expect(clean('<div><li>a</li><li>b</li></div><p>x</p><li>c</li>')).toBe(
      '<ul><li>a</li><li>b</li></ul><p>x</p><ul><li>c</li></ul>',
    );
    expect(clean('<ol><li>kept</li></ol>')).toBe('<ol><li>kept</li></ol>');
  });

  it('keeps typed markup as text when it arrives escaped', () => {
    expect(clean('<p>&lt;b&gt;not bold&lt;/b&gt;</p>')).toBe('<p>&lt;b&gt;not bold&lt;/b&gt;</p>');
  });
});
