/**
 * Hostile input for the form tests: the Big List of Naughty Strings (blns.ts, blns 2.0.4 by
 * Max Woolf, MIT licence in its header, vendored so that no install is needed),
 * and the cases issue 21 names beside it: 10,000 and 100,000 characters, right-to-left
 * overrides, zero-width joiners, a 50× emoji family and markup.
 *
 * `HOSTILE_STRINGS` is every string (npm run test:hostile runs them over every form);
 * `HOSTILE_SAMPLE` is the small sample `npm test` runs over the form layer.
 */
import { BLNS } from './blns.ts';

export interface HostileString {
  /** A short name for reports ('blns #12', '100k x'). */
  name: string;
  value: string;
}

const family = '👨‍👩‍👧‍👦';

/** The cases of issue 21 that the list does not have, or not at these sizes. */
export const EXTRA_STRINGS: readonly HostileString[] = [
  { name: '10k x', value: 'x'.repeat(10_000) },
  { name: '100k x', value: 'x'.repeat(100_000) },
  { name: '256 x', value: 'x'.repeat(256) },
  { name: '5001 x', value: 'x'.repeat(5_001) },
  { name: 'RTL override', value: '\u202Egnp.exe\u202C and \u2067isolated\u2069 text' },
  { name: 'zero-width joiners', value: 'a\u200Db\u200Cc\u200Bd\uFEFFe' },
  { name: 'ZWJ family ×50', value: family.repeat(50) },
  { name: 'family at 255', value: 'x'.repeat(254) + family + 'tail' },
  {
    name: 'markup',
    value: '<script>window.__hostile=1</script><img src=x onerror="window.__hostile=2">',
  },
  { name: 'combining marks', value: 'Z̮̞̠͙͔ͅḀ̗̞͈̻̗Ḷ͙͎̯̹̞͓G̻O̭̗̮' },
  { name: 'spaces only', value: '   \u00A0\u2003 ' },
];

/** Every string of the list (its empty string left out: blank input has its own tests). */
export const BLNS_STRINGS: readonly HostileString[] = BLNS.map((value, index) => ({
  name: `blns #${index}`,
  value,
})).filter(({ value }) => value !== '');

export const HOSTILE_STRINGS: readonly HostileString[] = [...BLNS_STRINGS, ...EXTRA_STRINGS];

/**
 * 20 of the list, spread over it (each of its sections), and every extra case (the
 * 100,000-character one included: it once ran jsdom out of memory, through a test's own count
 * that kept every segment; see design-system/utils/text/graphemeSegments.ts).
 */
export const HOSTILE_SAMPLE: readonly HostileString[] = [
  ...Array.from(
    { length: 20 },
    (_, i) => BLNS_STRINGS[Math.floor((i * BLNS_STRINGS.length) / 20)]!,
  ),
  ...EXTRA_STRINGS,
];
