import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor } from 'storybook/test';
import { UserHtml } from './UserHtml.tsx';
import { NEW_TAB_REL, sanitizeUserHtml, USER_HTML_TAGS } from './sanitize.ts';
import { XSS_CORPUS } from './xssCorpus.ts';
import { oneMode } from '../../../test/chromaticModes.ts';
import { expectToHoldFor } from '../../../test/waits.ts';
import { withSaveData } from '../../../test/dataSaver.tsx';

/** A 1×1 PNG, so stories need no network. */
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const RICH = [
  '<p>Here is my <strong>budget build</strong> for <em>1080p gaming</em>, <u>under ₱40,000</u>.</p>',
  '<ul><li>CPU: Ryzen 5 5600<ul><li>stock cooler is fine</li></ul></li><li>GPU: RX 6600</li></ul>',
  '<ol><li>Buy the parts</li><li>Build it</li></ol>',
  '<p>Prices from <a href="https://example.com/prices" target="_blank">this shop</a>, ',
  'rules on <a href="/Rules">the rules page</a>, questions to <a href="mailto:help@example.com">help</a>.</p>',
  `<img src="${PIXEL}" alt="The finished build" width="320" height="180">`,
  '<table><caption>Benchmarks</caption><thead><tr><th scope="col">Game</th><th scope="col">FPS</th></tr></thead>',
  '<tbody><tr><td>Valorant</td><td>240</td></tr><tr><td>Elden Ring</td><td>62</td></tr></tbody></table>',
].join('');

const meta = {
  title: 'Components/UserHtml',
  parameters: { chromatic: { modes: oneMode } },
  component: UserHtml,
  args: { html: RICH },
} satisfies Meta<typeof UserHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('budget build').tagName).toBe('STRONG');
    await expect(canvas.getAllByRole('list')).toHaveLength(3);
    const shop = canvas.getByRole('link', { name: 'this shop' });
    await expect(shop).toHaveAttribute('target', '_blank');
    await expect(shop).toHaveAttribute('rel', NEW_TAB_REL);
    await expect(canvas.getByRole('link', { name: 'the rules page' })).toHaveAttribute(
      'href',
      '/Rules',
    );
    const image = canvas.getByRole('img', { name: 'The finished build' });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(canvas.getByRole('table', { name: 'Benchmarks' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'FPS' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { html: '', 'data-testid': 'post' } as Story['args'],
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('post').childNodes).toHaveLength(0);
  },
};

export const TypedMarkupStaysText: Story = {
  args: { html: '<p>Use &lt;b&gt;bold&lt;/b&gt; &amp; &lt;script&gt; as text</p>' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Use <b>bold</b> & <script> as text')).toBeVisible();
    await expect(canvasElement.querySelector('b, script')).toBeNull();
  },
};

const CODE_POST =
  '<p>Why does my <code>vite.config.ts</code> fail after <code>npm ci</code>?</p>' +
  '<pre><code class="language-typescript">import { defineConfig } from &#39;vite&#39;;\n\n' +
  'export default defineConfig({\n    plugins: [react()],\n    build: { target: &#39;es2022&#39;, sourcemap: true, chunkSizeWarningLimit: 2000, outDir: &#39;dist-with-a-very-long-name&#39; },\n});</code></pre>' +
  '<pre><code class="language-klingon">Error: Cannot find module &#39;x&#39;\n    at Module._resolveFilename (node:internal/modules/cjs/loader:1145:15)</code></pre>';

/** The post's code blocks, once the code renderer (loaded for code that came undone) has boxed them. */
async function codeBlocks(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('pre:not([tabindex])')).toBeNull());
  return [...canvasElement.querySelectorAll('pre')];
}

/**
 * Code keeps its shape: inline code and a block in monospace, every indent and blank line as
 * written. A block naming a language of the list says it and is highlighted in the theme's
 * syntax colours; another keeps its code and loses the name. Long lines scroll inside the block
 * (focusable, for the keyboard), never widening the post. Here the browser highlights (the code
 * renderer loads for code that came undone); a page the server rendered comes done.
 */
export const Code: Story = {
  args: { html: CODE_POST },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('vite.config.ts').tagName).toBe('CODE');
    const [config, trace] = await codeBlocks(canvasElement);
    await expect(canvas.getByText('TypeScript')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Copy code' })).toHaveLength(2);
    const code = config!.querySelector('code')!;
    await expect(code).toHaveClass('language-typescript');
    // Highlighted: `import` is a keyword span, in the theme's keyword colour.
    const keyword = code.querySelector('.hljs-keyword')!;
    await expect(keyword.textContent).toBe('import');
    await expect(getComputedStyle(keyword).color).not.toBe(getComputedStyle(code).color);
    // Indents and the blank line are kept as typed.
    await expect(code.textContent).toContain("';\n\nexport default defineConfig({\n    plugins");
    await expect(trace!.querySelector('code')).not.toHaveAttribute('class');
    await expect(trace!.querySelector('span')).toBeNull();
    await expect(getComputedStyle(code).fontFamily).toMatch(/mono/i);
    // A block the keyboard reaches, to scroll a long line (CodeOnPhone).
    await expect(config).toHaveAttribute('tabindex', '0');
  },
};

/** The same post in the dark theme: the syntax colours are the dark theme's. */
export const CodeDark: Story = {
  args: { html: CODE_POST },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const [config] = await codeBlocks(canvasElement);
    const keyword = config!.querySelector('.hljs-keyword')!;
    // The dark theme's keyword colour (#ff7b72), not the light one.
    await expect(getComputedStyle(keyword).color).toBe('rgb(255, 123, 114)');
  },
};

/** At 320 px the long line scrolls inside its block: the page itself never gets wider. */
export const CodeOnPhone: Story = {
  args: { html: CODE_POST },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const [config] = await codeBlocks(canvasElement);
    await expect(config!.scrollWidth).toBeGreaterThan(config!.clientWidth);
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** Copy puts the block's code on the clipboard and says so next to the button. */
export const CodeCopied: Story = {
  args: { html: CODE_POST },
  play: async ({ canvas, canvasElement }) => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await codeBlocks(canvasElement);
    const [copy] = canvas.getAllByRole('button', { name: 'Copy code' });
    copy!.focus();
    await userEvent.keyboard('{Enter}');
    // The first block's status says it; the second's says nothing.
    const [said, other] = canvas.getAllByRole('status');
    await waitFor(() => expect(said).toHaveTextContent('Code copied'));
    await expect(other).toHaveTextContent('');
    await expect(writeText).toHaveBeenCalledWith(
      expect.stringContaining("import { defineConfig } from 'vite';\n\nexport default"),
    );
    writeText.mockRestore();
  },
};

/** A browser that refuses the clipboard: the block says how to copy by hand. */
export const CodeCopyFailed: Story = {
  args: { html: CODE_POST },
  play: async ({ canvas, canvasElement }) => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Denied', 'NotAllowedError'),
    );
    await codeBlocks(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Copy code' })[1]!);
    await waitFor(() =>
      expect(canvas.getAllByRole('status')[1]).toHaveTextContent(
        'Could not copy: select the code and copy it',
      ),
    );
    writeText.mockRestore();
  },
};

/** Markup inside a code block is text: highlighted as HTML, nothing of it runs or renders. */
export const CodeWithMarkupStaysText: Story = {
  args: {
    html: '<pre><code class="language-html">&lt;img src=x onerror="alert(1)"&gt;&lt;script&gt;alert(2)&lt;/script&gt; — ünïcødé 日本語 🚀</code></pre>',
  },
  play: async ({ canvasElement }) => {
    const [block] = await codeBlocks(canvasElement);
    await expect(block!.textContent).toBe(
      '<img src=x onerror="alert(1)"><script>alert(2)</script> — ünïcødé 日本語 🚀',
    );
    await expect(canvasElement.querySelectorAll('img, script')).toHaveLength(0);
    await expect(block!.querySelector('.hljs-tag')).not.toBeNull();
  },
};

/** Hostile code blocks: what a member writes inside one, or as its language, never runs. */
const HOSTILE_CODE = [
  '<pre><code class="language-html">&lt;/code&gt;&lt;/pre&gt;&lt;img src=x onerror=alert(1)&gt;</code></pre>',
  '<pre><code class="language-javascript" onclick="alert(1)">alert(1)</code></pre>',
  '<pre><code class="language-html&quot; onmouseover=&quot;alert(1)">x</code></pre>',
  '<pre><code class="hljs-keyword language-css">body{}</code></pre>',
  '<pre><code class="language-xml"><img src=x onerror=alert(1)><svg onload=alert(1)></code></pre>',
  '<pre><code class="language-php">&lt;?php system($_GET[&#39;c&#39;]); ?&gt;&lt;script&gt;alert(1)&lt;/script&gt;</code></pre>',
  '<pre onmouseover="alert(1)" style="background:url(javascript:alert(1))"><code class="language-python">print(1)</code><script>alert(1)</script></pre>',
];

export const HostileCodeInert: Story = {
  args: { html: '' },
  render: () => (
    <ol aria-label="Hostile code">
      {HOSTILE_CODE.map((html, index) => (
        <li key={index}>
          <UserHtml html={html} data-testid="user-html" />
        </li>
      ))}
    </ol>
  ),
  beforeEach: () => {
    const alert = spyOn(window, 'alert').mockImplementation(() => {});
    return () => alert.mockRestore();
  },
  play: async ({ canvas, canvasElement }) => {
    await codeBlocks(canvasElement);
    await expect(canvas.getAllByRole('button', { name: 'Copy code' })).toHaveLength(
      HOSTILE_CODE.length,
    );
    await expectToHoldFor(() => expect(window.alert).not.toHaveBeenCalled(), 500);
    await expect(canvasElement.querySelectorAll('img, svg, script, iframe')).toHaveLength(0);
    for (const pre of canvasElement.querySelectorAll('pre')) {
      await expect([...pre.attributes].map(({ name }) => name)).toEqual(['tabindex']);
      const code = pre.querySelector('code');
      await expect(code?.getAttribute('class') ?? 'language-none').toMatch(/^language-\w+$/);
      for (const element of pre.querySelectorAll('code *')) {
        await expect(element.localName).toBe('span');
        await expect([...element.attributes].map(({ name }) => name)).toEqual(['class']);
        await expect(element.className).toMatch(/^hljs-[\w-]+( hljs-[\w-]+)*$/);
      }
    }
  },
};

export const ImageWithoutSize: Story = {
  args: { html: `<p>Before</p><img src="${PIXEL}" alt="Screenshot"><p>After</p>` },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Screenshot' });
    // A fixed 16:9 box is reserved before the picture arrives, so nothing below it moves.
    const box = image.getBoundingClientRect();
    await expect(box.width).toBeGreaterThan(0);
    await expect(Math.round((box.width / box.height) * 9)).toBe(16);
  },
};

export const HostileHtmlInert: Story = {
  args: {
    html:
      '<p onclick="alert(1)" style="color:red" class="btn">Hello</p>' +
      '<a href="javascript:alert(1)">click me</a><img src=x onerror=alert(1)>' +
      '<script>alert(1)</script><iframe src="javascript:alert(1)"></iframe>' +
      '<form action="/logout"><button>Log out</button></form>',
  },
  play: async ({ canvas, canvasElement }) => {
    const hello = canvas.getByText('Hello');
    await expect(hello.attributes).toHaveLength(0);
    await expect(canvas.getByText('click me')).not.toHaveAttribute('href');
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvasElement.querySelector('script, iframe, form')).toBeNull();
  },
};

export const LongUnicodeContent: Story = {
  args: {
    html:
      '<p>Magandang araw sa lahat! Ang bagong GPU ay napakabilis — 最新のグラフィックカードは非常に速いです 🚀🔥. ' +
      'Supercalifragilisticexpialidocious_without_any_spaces_at_all_to_break_the_line_anywhere_really.</p>' +
      '<p dir="rtl">مرحبا بالجميع</p><p>' +
      'Ito ay mahabang talata. '.repeat(40) +
      '</p>',
    'data-testid': 'post',
  } as Story['args'],
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/最新のグラフィックカード/)).toBeVisible();
    // Long words wrap instead of widening the page.
    const root = canvas.getByTestId('post');
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Benchmarks' });
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    const image = canvas.getByRole('img', { name: 'The finished build' });
    await expect(image.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

// ── The data saver: images held back until asked for ──

const HELD = [
  '<p>My build, finished:</p>',
  `<img src="${PIXEL}" alt="The finished build" width="320" height="180">`,
  `<p>And the cable work: <img src="${PIXEL}" alt="Cables behind the tray"></p>`,
].join('');

/**
 * The saver on: each image is a box of its size with its alt text and 'Load image'; pressing
 * the button loads that image only, and focus moves to it.
 */
export const ImageHeldBack: Story = {
  args: { html: HELD },
  decorators: [withSaveData],
  play: async ({ canvas, canvasElement }) => {
    // No image at any moment, the held-back images' module still loading included.
    await expect(canvasElement.querySelector('img')).toBeNull();
    const buttons = await canvas.findAllByRole('button', { name: 'Load image' });
    await expect(buttons).toHaveLength(2);
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.getByText('The finished build')).toBeVisible();
    await expect(canvas.getByText('Cables behind the tray')).toBeVisible();
    // The box keeps the image's size (320 × 180), so loading it moves nothing.
    const box = buttons[0]!.closest('span')!.parentElement!.getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(320);
    await expect(Math.round(box.height)).toBe(180);
    await userEvent.click(buttons[0]!);
    const image = await canvas.findByRole('img', { name: 'The finished build' });
    await expect(image).toHaveFocus();
    await expect(Math.round(image.getBoundingClientRect().width)).toBe(320);
    // The other image is still held back.
    await expect(canvas.getAllByRole('button', { name: 'Load image' })).toHaveLength(1);
    await expect(canvas.queryByRole('img', { name: 'Cables behind the tray' })).toBeNull();
  },
};

/** From the keyboard: Tab to the button, Enter loads the image. */
export const ImageHeldBackKeyboard: Story = {
  args: { html: HELD },
  decorators: [withSaveData],
  play: async ({ canvas }) => {
    const [first] = await canvas.findAllByRole('button', { name: 'Load image' });
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('img', { name: 'Cables behind the tray' })).toHaveFocus();
    await expect(canvas.getAllByRole('button', { name: 'Load image' })).toHaveLength(1);
  },
};

/** On a phone, a held-back image's box fits the screen like the image would. */
export const ImageHeldBackMobile: Story = {
  args: {
    html: `<img src="${PIXEL}" alt="A wide panorama of the desk" width="1600" height="400">`,
  },
  decorators: [withSaveData],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Load image' });
    const box = button.closest('span')!.parentElement!.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(button);
    const image = await canvas.findByRole('img', { name: 'A wide panorama of the desk' });
    await expect(image.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

// ── The XSS corpus (xssCorpus.ts: OWASP and HTML5 Security Cheatsheet vectors) ──

const ALLOWED = new Set(USER_HTML_TAGS.map((tag) => tag.toUpperCase()));
const LINK_PROTOCOLS = ['http:', 'https:', 'mailto:'];
const watch = { errors: [] as string[], stop: () => {} };

/** Every vector rendered at once, with spies on every way script could show itself. */
export const XssCorpus: Story = {
  args: { html: '' },
  render: () => (
    <ol aria-label="XSS corpus">
      {XSS_CORPUS.map((vector, index) => (
        <li key={index} data-vector={`${vector.source}: ${vector.name}`}>
          <UserHtml html={vector.html} data-testid="user-html" />
        </li>
      ))}
    </ol>
  ),
  beforeEach: () => {
    const spies = [
      spyOn(window, 'alert').mockImplementation(() => {}),
      spyOn(window, 'confirm').mockImplementation(() => false),
      spyOn(window, 'prompt').mockImplementation(() => null),
      spyOn(window, 'print').mockImplementation(() => {}),
      spyOn(window, 'open').mockImplementation(() => null),
      spyOn(window, 'fetch'),
      spyOn(document, 'write').mockImplementation(() => {}),
    ];
    watch.errors = [];
    const onError = (event: ErrorEvent) => watch.errors.push(event.message);
    window.addEventListener('error', onError);
    const previous = window.onerror;
    window.onerror = (message) => {
      watch.errors.push(String(message));
      return false;
    };
    watch.stop = () => {
      window.removeEventListener('error', onError);
      window.onerror = previous;
    };
    return () => {
      watch.stop();
      for (const spy of spies) spy.mockRestore();
    };
  },
  play: async ({ canvasElement }) => {
    const roots = [...canvasElement.querySelectorAll('[data-testid="user-html"]')];
    await expect(roots).toHaveLength(XSS_CORPUS.length);
    // No event handler, autofocus, failed image or animation runs script while we watch.
    await expectToHoldFor(() => expect(window.alert).not.toHaveBeenCalled(), 800);

    await expect(window.alert).not.toHaveBeenCalled();
    await expect(window.confirm).not.toHaveBeenCalled();
    await expect(window.prompt).not.toHaveBeenCalled();
    await expect(window.print).not.toHaveBeenCalled();
    await expect(window.open).not.toHaveBeenCalled();
    await expect(window.fetch).not.toHaveBeenCalled();
    await expect(document.write).not.toHaveBeenCalled();
    await expect(watch.errors).toEqual([]);

    for (const [index, root] of roots.entries()) {
      const vector = XSS_CORPUS[index]!;
      const where = `${vector.source}: ${vector.name}`;
      for (const element of root.querySelectorAll('*')) {
        // Only the editor's tags.
        await expect({ where, tag: element.tagName, ok: ALLOWED.has(element.tagName) }).toEqual({
          where,
          tag: element.tagName,
          ok: true,
        });
        for (const { name, value } of element.attributes) {
          const live =
            name.startsWith('on') ||
            ['style', 'class', 'id', 'name', 'srcset', 'srcdoc', 'formaction', 'action'].includes(
              name,
            ) ||
            /^\s*(javascript|vbscript|livescript|data:text)/i.test(value);
          await expect({ where, name, value, live }).toEqual({ where, name, value, live: false });
        }
        if (element instanceof HTMLAnchorElement && element.hasAttribute('href')) {
          const ok = LINK_PROTOCOLS.includes(element.protocol);
          await expect({ where, href: element.href, ok }).toEqual({
            where,
            href: element.href,
            ok: true,
          });
        }
        if (element instanceof HTMLImageElement) {
          const protocol = new URL(element.src).protocol;
          const ok =
            protocol === 'http:' ||
            protocol === 'https:' ||
            /^data:image\/(png|jpe?g|gif|webp);base64,/i.test(element.src);
          await expect({ where, src: element.src, ok }).toEqual({
            where,
            src: element.src,
            ok: true,
          });
        }
      }
      // Sanitising twice gives the same result.
      const once = sanitizeUserHtml(vector.html);
      await expect({ where, twice: sanitizeUserHtml(once) }).toEqual({ where, twice: once });
    }

    // No script element and no frame anywhere in the story.
    await expect(canvasElement.querySelector('script, iframe, frame, object, embed')).toBeNull();
    await waitFor(() => expect(window.alert).not.toHaveBeenCalled());
  },
};
