import { DEFAULT_LOCALE } from './dates.ts';

const formats = new Map<string, Intl.NumberFormat>();
const formatOf = (unit: string, locale: string) => {
  const key = `${locale}:${unit}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    });
    formats.set(key, format);
  }
  return format;
};

/** A size as a reader reads it: '820 kB', '1.2 MB' (decimal units, as phones show storage). */
export function formatBytes(bytes: number, locale: string = DEFAULT_LOCALE): string {
  const value = Math.max(0, bytes);
  if (value >= 1e9) return formatOf('gigabyte', locale).format(value / 1e9);
  if (value >= 1e6) return formatOf('megabyte', locale).format(value / 1e6);
  return formatOf('kilobyte', locale).format(Math.max(value / 1e3, value > 0 ? 0.1 : 0));
}
