/**
 * The rules of shrinking an image before it is uploaded (docs/images.md): how large it may be,
 * what it is re-encoded as, when the original is kept, what the new file is called, and how the
 * saving is told to the member. Pure functions over numbers, strings and bytes: the canvas work
 * is in shrinkImage.ts (main thread) and shrinkWorker.ts (a worker), which both follow these.
 */
import { MISSING_COUNT } from '../format/numbers.ts';

/** The long side of an image in a post, in pixels: sharp on a phone, a few hundred KB. */
export const POST_IMAGE_MAX_SIDE = 1600;
/** The long side of an avatar, in pixels: shown at most a few hundred pixels wide. */
export const AVATAR_MAX_SIDE = 512;
/** The encoder quality (0–1) of a shrunk image: WebP's and JPEG's usual "good" setting. */
export const SHRINK_QUALITY = 0.8;

/** What a shrunk image is encoded as: WebP where the browser encodes it, else JPEG. */
export type ShrinkType = 'image/webp' | 'image/jpeg';

/**
 * Why an image was kept as it was: `small` (within the size limit, and a re-encode would not be
 * smaller), `animated` (an animated GIF: a canvas keeps only its first frame), `unsupported`
 * (not an image this browser can decode and encode again).
 */
export type KeepReason = 'small' | 'animated' | 'unsupported';

/** Types the upload accepts as they are (openapi.yaml, uploadImage); others are never kept. */
const UPLOADABLE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/**
 * Whether a file of this type is worth handing to the decoder: any raster image (phones also
 * give HEIC, AVIF; the browser's decoder says whether it can read them). SVG is not: it has no
 * pixels to shrink, and rasterising it would lose what it is.
 */
export function isShrinkableType(type: string): boolean {
  return /^image\//i.test(type) && !/^image\/svg/i.test(type);
}

/**
 * The size to draw an image at so that its long side is at most `maxSide`, keeping its aspect
 * ratio: 4032 × 3024 at 1600 → 1600 × 1200. Never larger than it is; the short side is at least
 * 1 px. Throws a RangeError for a size or limit that is not a positive number.
 */
export function targetSize(
  width: number,
  height: number,
  maxSide: number,
): { width: number; height: number } {
  if (!(width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height)))
    throw new RangeError(`An image's size must be positive: ${width} × ${height}`);
  if (!(Number.isInteger(maxSide) && maxSide > 0))
    throw new RangeError(`maxSide must be a positive whole number of pixels: ${maxSide}`);
  const long = Math.max(width, height);
  if (long <= maxSide) return { width: Math.round(width), height: Math.round(height) };
  const scale = maxSide / long;
  const side = (length: number) =>
    length === long ? maxSide : Math.max(1, Math.min(maxSide, Math.round(length * scale)));
  return { width: side(width), height: side(height) };
}

/**
 * What to encode as, from the type of the blob a WebP request returned (a 1 × 1 probe): a
 * browser that cannot encode a type returns PNG instead (HTML's canvas serialisation), so WebP
 * when the blob is WebP, else JPEG, which every browser encodes.
 */
export function encoderType(probedType: string | undefined): ShrinkType {
  return probedType === 'image/webp' ? 'image/webp' : 'image/jpeg';
}

const EXTENSIONS: Record<ShrinkType, string> = { 'image/webp': 'webp', 'image/jpeg': 'jpg' };

/**
 * The name of the re-encoded file: the original's with the new type's extension, so that the
 * name and the bytes agree ('photo.jpg' → 'photo.webp', 'IMG_0042.HEIC' → 'IMG_0042.jpg'). A
 * file with no name before its extension (a pasted image is often 'image.png') is 'image'.
 */
export function outputName(name: string, type: ShrinkType): string {
  const base = name.trim().replace(/\.[^.]*$/, '');
  return `${base || 'image'}.${EXTENSIONS[type]}`;
}

/** What shrinkImage knows once it has re-encoded an image, to decide which file to send. */
export interface ShrinkCandidate {
  /** The original's type. */
  type: string;
  /** The original's size in bytes. */
  before: number;
  /** The re-encoded image's size in bytes. */
  after: number;
  /** The original's width and height as shown (after its EXIF orientation). */
  width: number;
  height: number;
  /** The long side allowed. */
  maxSide: number;
  /** Whether the original carries EXIF or XMP (where GPS positions are), see hasMetadata. */
  hasMetadata: boolean;
}

/**
 * Whether to send the original rather than its re-encode: only when the original is already
 * within the limit (long side at most `maxSide`), the re-encode would not be smaller, the
 * upload accepts its type as it is, and it carries no metadata. An original with EXIF is never
 * kept, even when its re-encode is a little larger: the member's position must not leave the
 * device.
 */
export function keepsOriginal(candidate: ShrinkCandidate): boolean {
  const { type, before, after, width, height, maxSide, hasMetadata } = candidate;
  return (
    Math.max(width, height) <= maxSide &&
    after >= before &&
    UPLOADABLE_TYPES.has(type.toLowerCase()) &&
    !hasMetadata
  );
}

type Bytes = Uint8Array | ArrayBuffer;
const view = (data: Bytes): Uint8Array =>
  data instanceof Uint8Array ? data : new Uint8Array(data);
const ascii = (bytes: Uint8Array, at: number, length: number): string =>
  String.fromCharCode(...bytes.subarray(at, at + length));

/** What a GIF's blocks say: its size, its frames, whether it loops, whether it carries XMP. */
export interface GifInfo {
  /** The logical screen's width and height. */
  width: number;
  height: number;
  /** The image descriptors read (each is a frame). */
  frames: number;
  /** A NETSCAPE2.0 (or ANIMEXTS1.0) application extension: the loop count of an animation. */
  loops: boolean;
  /** An XMP application extension ('XMP DataXMP'). */
  xmp: boolean;
}

/**
 * A GIF's blocks (GIF89a specification), read without decoding any pixels: header, logical
 * screen descriptor and global colour table, then extensions and image descriptors (each with
 * its colour table and LZW data sub-blocks) up to the trailer. Undefined when the bytes are not
 * a GIF; a truncated file gives what was read before its end.
 */
export function gifInfo(data: Bytes): GifInfo | undefined {
  const bytes = view(data);
  if (bytes.length < 13 || !/^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return undefined;
  const info: GifInfo = {
    width: bytes[6]! | (bytes[7]! << 8),
    height: bytes[8]! | (bytes[9]! << 8),
    frames: 0,
    loops: false,
    xmp: false,
  };
  const colourTable = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  /** The offset after a run of data sub-blocks (each a length byte, then that many bytes). */
  const skipSubBlocks = (from: number) => {
    let at = from;
    while (at < bytes.length) {
      const length = bytes[at]!;
      at += 1 + length;
      if (length === 0) break;
    }
    return at;
  };
  let at = 13 + colourTable(bytes[10]!);
  while (at < bytes.length) {
    const block = bytes[at]!;
    if (block === 0x2c) {
      // Image descriptor: separator, left, top, width, height (2 bytes each), packed fields.
      if (at + 10 > bytes.length) break;
      info.frames += 1;
      at = skipSubBlocks(at + 10 + colourTable(bytes[at + 9]!) + 1); // + LZW minimum code size
    } else if (block === 0x21) {
      const label = bytes[at + 1];
      if (label === 0xff && bytes[at + 2] === 11) {
        const application = ascii(bytes, at + 3, 11);
        if (application === 'NETSCAPE2.0' || application === 'ANIMEXTS1.0') info.loops = true;
        if (application === 'XMP DataXMP') info.xmp = true;
      }
      at = skipSubBlocks(at + 2);
    } else break; // the trailer (0x3b), or bytes that are not a GIF block
  }
  return info;
}

/**
 * Whether a GIF is animated: more than one frame, or the loop extension that only animations
 * carry. A canvas would keep its first frame only, so an animated GIF is uploaded as it is.
 */
export const animates = (info: GifInfo): boolean => info.frames > 1 || info.loops;

/** Whether these bytes are an animated GIF (gifInfo, animates). */
export function isAnimatedGif(data: Bytes): boolean {
  const info = gifInfo(data);
  return info !== undefined && animates(info);
}

const XMP_KEYWORD = 'XML:com.adobe.xmp';

/**
 * Whether an image file carries EXIF or XMP metadata, where cameras and editors write the GPS
 * position, the device and the time. Read from the file's own structure: a JPEG's APP1 segments
 * before its scan, a WebP's RIFF chunks (`EXIF`, `XMP `), a PNG's `eXIf` chunk or XMP text
 * chunk, a GIF's XMP extension. A format it cannot read (HEIC, AVIF) counts as carrying some:
 * such a file is re-encoded rather than kept.
 */
export function hasMetadata(data: Bytes): boolean {
  const bytes = view(data);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegHasMetadata(bytes);
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return webpHasMetadata(bytes);
  if (ascii(bytes, 1, 3) === 'PNG' && bytes[0] === 0x89) return pngHasMetadata(bytes);
  const gif = gifInfo(bytes);
  if (gif) return gif.xmp;
  return true;
}

function jpegHasMetadata(bytes: Uint8Array): boolean {
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    if (marker === 0xd9 || marker === 0xda) return false; // end of image, start of scan
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers with no length
      continue;
    }
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (marker === 0xe1) {
      const head = ascii(bytes, at + 4, 29);
      if (head.startsWith('Exif\0\0') || head.startsWith('http://ns.adobe.com/xap/1.0/'))
        return true;
    }
    at += 2 + length;
  }
  return false;
}

function webpHasMetadata(bytes: Uint8Array): boolean {
  let at = 12;
  while (at + 8 <= bytes.length) {
    const fourcc = ascii(bytes, at, 4);
    if (fourcc === 'EXIF' || fourcc === 'XMP ') return true;
    const size =
      (bytes[at + 4]! | (bytes[at + 5]! << 8) | (bytes[at + 6]! << 16)) + bytes[at + 7]! * 2 ** 24;
    at += 8 + size + (size % 2);
  }
  return false;
}

function pngHasMetadata(bytes: Uint8Array): boolean {
  let at = 8;
  while (at + 8 <= bytes.length) {
    const length =
      bytes[at]! * 2 ** 24 + ((bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!);
    const type = ascii(bytes, at + 4, 4);
    if (type === 'eXIf') return true;
    if (type === 'iTXt' && ascii(bytes, at + 8, XMP_KEYWORD.length) === XMP_KEYWORD) return true;
    if (type === 'IEND') return false;
    at += 12 + length;
  }
  return false;
}

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;
const formats = new Map<string, Intl.NumberFormat>();
function decimals(locale: string, digits: number): Intl.NumberFormat {
  const key = `${locale}|${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: digits });
    formats.set(key, format);
  }
  return format;
}

/**
 * A file size in decimal units (1 KB = 1000 bytes, as the benchmarks and the staff area count):
 * bytes and KB whole, MB and GB with one decimal at most: 310,412 → '310 KB', 3,804,211 →
 * '3.8 MB'. A size that would round to 1000 of a unit is shown in the next (999,600 → '1 MB').
 * Not a size (negative, NaN) shows '-'.
 */
export function formatImageBytes(bytes: number, locale = 'en'): string {
  if (!(Number.isFinite(bytes) && bytes >= 0)) return MISSING_COUNT;
  let value = bytes;
  let unit = 0;
  const digits = () => (unit < 2 ? 0 : 1);
  const rounded = () => Math.round(value * 10 ** digits()) / 10 ** digits();
  while (unit < UNITS.length - 1 && rounded() >= 1000) {
    value /= 1000;
    unit += 1;
  }
  return `${decimals(locale, digits()).format(value)} ${UNITS[unit]}`;
}

/** What shrinking did, for the member: '3.8 MB → 310 KB'. */
export function formatShrink(before: number, after: number, locale = 'en'): string {
  return `${formatImageBytes(before, locale)} → ${formatImageBytes(after, locale)}`;
}
