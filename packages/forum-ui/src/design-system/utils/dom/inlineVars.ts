import type { CSSProperties } from 'react';

/**
 * A `style` that sets CSS variables made with vanilla-extract's `createVar()` (which returns
 * `var(--name)`), as `assignInlineVars` from @vanilla-extract/dynamic does, without its runtime
 * (which every page that loads it would carry, npm run bench:bundle).
 */
export function inlineVars(values: Readonly<Record<string, string>>): CSSProperties {
  return Object.fromEntries(
    Object.entries(values).map(([variable, value]) => {
      const name = /^var\((--[^,)]+)\)$/.exec(variable)?.[1];
      if (!name) throw new Error(`Not a CSS variable made with createVar(): ${variable}`);
      return [name, value];
    }),
  ) as CSSProperties;
}
