/** The part of jsdom (a dev dependency, shipped without types) that the server-render test uses. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { url?: string });
    readonly window: Window & typeof globalThis;
  }
}
