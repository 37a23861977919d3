import { createContext, useContext } from 'react';

/**
 * The site's public address (`https://forum.example/`), for the absolute addresses link previews
 * and search engines need (og:url, the canonical link). The server takes it from SITE_URL and
 * writes it beside the page's data; the browser reads it from there, or from its own address when
 * it renders from scratch (the demo, the shell): main.tsx, before the first render.
 */
export const SiteUrlContext = createContext<string>('http://localhost/');

export const useSiteUrl = (): string => useContext(SiteUrlContext);

/**
 * `address` (a path such as `/threads/x-2`, or an absolute URL an admin set) as an absolute URL
 * of the site. An address that cannot be read is left out (undefined).
 */
export function absoluteUrl(address: string | undefined, siteUrl: string): string | undefined {
  if (address === undefined) return undefined;
  try {
    return new URL(address, siteUrl).href;
  } catch {
    return undefined;
  }
}
