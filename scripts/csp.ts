/**
 * The site's Content-Security-Policy, sent as a `<meta http-equiv>` tag in the built index.html
 * (a static host needs no header configuration). Only in production builds: the Vite dev
 * server injects inline scripts (React Refresh) and `<style>` tags that a strict policy blocks.
 */
import type { Plugin } from 'vite';

export interface CspOptions {
  /** VITE_API_BASE_URL of the build: its origin may be called and may serve images. */
  apiBaseUrl?: string | undefined;
}

/** The origin of an absolute http(s) URL, else undefined (a relative base is same-origin). */
export function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Directives, each with why. `frame-ancestors`, `report-uri` and `sandbox` are ignored in a meta
 * tag, so they are left to the host's headers.
 */
export function cspDirectives({ apiBaseUrl }: CspOptions = {}): Record<string, string[]> {
  const api = originOf(apiBaseUrl);
  const extra = api ? [api] : [];
  return {
    // Anything not listed below: this site only.
    'default-src': ["'self'"],
    // Only the bundle's own files: no inline scripts, no eval, no third-party scripts.
    'script-src': ["'self'"],
    // vanilla-extract compiles to static .css files in a build; React and Ariakit set inline
    // styles through the CSSOM (element.style), which this does not restrict.
    'style-src': ["'self'"],
    // Avatars and post images: uploads come back as URLs on the API (or a storage host over
    // https), the demo backend answers small uploads with data: URLs, previews use blob: URLs.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...extra],
    'font-src': ["'self'"],
    // The API: same origin in demo mode (answered by the service worker), else its origin.
    'connect-src': ["'self'", ...extra],
    // Demo mode's mock backend: /mockServiceWorker.api.js (and the MSW worker it imports) from this site.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

export function contentSecurityPolicy(options: CspOptions = {}): string {
  return Object.entries(cspDirectives(options))
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/** Vite plugin: the policy right after index.html's charset tag, in production builds only. */
export function contentSecurityPolicyPlugin(): Plugin {
  let policy = '';
  return {
    name: 'forum:content-security-policy',
    apply: 'build',
    configResolved(config) {
      policy = contentSecurityPolicy({
        apiBaseUrl: config.env.VITE_API_BASE_URL as string | undefined,
      });
    },
    transformIndexHtml(html) {
      const charset = /<meta charset="[^"]*"\s*\/?>/i;
      if (!charset.test(html)) throw new Error('index.html needs <meta charset> before the policy');
      // Before every script and stylesheet, so the policy covers them all.
      return html.replace(
        charset,
        (tag) => `${tag}\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
      );
    },
  };
}
