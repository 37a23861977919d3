import { describe, expect, it, vi } from 'vitest';
import {
  AVATAR_MAX_SIDE,
  POST_IMAGE_MAX_SIDE,
  encoderType,
  formatImageBytes,
  formatShrink,
  gifInfo,
  hasMetadata,
  isAnimatedGif,
  isShrinkableType,
  keepsOriginal,
  outputName,
  targetSize,
  type ShrinkCandidate,
} from './imageRules.ts';
import type * as ShrinkModule from './shrinkImage.ts';
import type { ShrinkReply, ShrinkRequest } from './shrinkWorker.ts';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part,
    ),
  );
const u16le = (n: number) => [n & 0xff, n >> 8];
const u16be = (n: number) => [n >> 8, n & 0xff];
const u32le = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24];
const u32be = (n: number) => [n >>> 24, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];

describe('targetSize', () => {
  it("brings a phone photo's long side to the limit, keeping its shape", () => {
    expect(targetSize(4032, 3024, POST_IMAGE_MAX_SIDE)).toEqual({ width: 1600, height: 1200 });
    expect(targetSize(3024, 4032, POST_IMAGE_MAX_SIDE)).toEqual({ width: 1200, height: 1600 });
    expect(targetSize(4032, 3024, AVATAR_MAX_SIDE)).toEqual({ width: 512, height: 384 });
    expect(targetSize(5000, 5000, POST_IMAGE_MAX_SIDE)).toEqual({ width: 1600, height: 1600 });
  });
  it('rounds the short side to whole pixels', () => {
    expect(targetSize(4000, 2999, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(targetSize(1000, 333, 500)).toEqual({ width: 500, height: 167 });
  });
  it('never enlarges an image already within the limit', () => {
    expect(targetSize(800, 600, 1600)).toEqual({ width: 800, height: 600 });
    expect(targetSize(1600, 900, 1600)).toEqual({ width: 1600, height: 900 });
  });
  it('keeps at least one pixel on the short side of a thin panorama', () => {
    expect(targetSize(20_000, 3, 1600)).toEqual({ width: 1600, height: 1 });
  });
  it('refuses sizes and limits that are not positive', () => {
    expect(() => targetSize(0, 10, 1600)).toThrow(RangeError);
    expect(() => targetSize(10, Number.NaN, 1600)).toThrow(RangeError);
    expect(() => targetSize(10, 10, 0)).toThrow(RangeError);
    expect(() => targetSize(10, 10, 1.5)).toThrow(RangeError);
    expect(() => targetSize(10, 10, -512)).toThrow(RangeError);
  });
});

describe('encoderType', () => {
  it('encodes WebP only where the probe came back as WebP', () => {
    expect(encoderType('image/webp')).toBe('image/webp');
  });
  it('falls back to JPEG where the browser gave PNG (it cannot encode WebP) or nothing', () => {
    expect(encoderType('image/png')).toBe('image/jpeg');
    expect(encoderType('')).toBe('image/jpeg');
    expect(encoderType(undefined)).toBe('image/jpeg');
  });
});

describe('outputName', () => {
  it('swaps the extension for the new type', () => {
    expect(outputName('photo.jpg', 'image/webp')).toBe('photo.webp');
    expect(outputName('IMG_0042.HEIC', 'image/jpeg')).toBe('IMG_0042.jpg');
    expect(outputName('trip.to.baguio.png', 'image/webp')).toBe('trip.to.baguio.webp');
  });
  it('adds one to a name without', () => {
    expect(outputName('photo', 'image/webp')).toBe('photo.webp');
  });
  it("calls a file with no name 'image'", () => {
    expect(outputName('', 'image/webp')).toBe('image.webp');
    expect(outputName('.jpg', 'image/jpeg')).toBe('image.jpg');
    expect(outputName('  ', 'image/webp')).toBe('image.webp');
  });
});

describe('isShrinkableType', () => {
  it('takes raster images, whether or not this browser turns out to decode them', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic'])
      expect(isShrinkableType(type), type).toBe(true);
  });
  it('leaves SVG and anything that is not an image', () => {
    for (const type of ['image/svg+xml', 'application/pdf', 'text/plain', ''])
      expect(isShrinkableType(type), type).toBe(false);
  });
});

describe('keepsOriginal', () => {
  const small: ShrinkCandidate = {
    type: 'image/png',
    before: 100_000,
    after: 120_000,
    width: 800,
    height: 600,
    maxSide: 1600,
    hasMetadata: false,
  };
  it('keeps an image within the limit that its re-encode would not make smaller', () => {
    expect(keepsOriginal(small)).toBe(true);
    expect(keepsOriginal({ ...small, after: small.before })).toBe(true);
    expect(keepsOriginal({ ...small, width: 1600, height: 1600 })).toBe(true);
    expect(keepsOriginal({ ...small, type: 'IMAGE/JPEG' })).toBe(true);
  });
  it('sends the re-encode when it is smaller', () => {
    expect(keepsOriginal({ ...small, after: small.before - 1 })).toBe(false);
  });
  it('sends the re-encode of an image over the limit, even when it is larger', () => {
    expect(keepsOriginal({ ...small, width: 1601 })).toBe(false);
    expect(keepsOriginal({ ...small, width: 300, height: 4000 })).toBe(false);
  });
  it('never keeps an original that carries EXIF or XMP', () => {
    expect(keepsOriginal({ ...small, hasMetadata: true })).toBe(false);
  });
  it('never keeps a type the upload does not accept as it is', () => {
    expect(keepsOriginal({ ...small, type: 'image/heic' })).toBe(false);
    expect(keepsOriginal({ ...small, type: 'image/bmp' })).toBe(false);
  });
});

/** A GIF: a 2-entry global colour table, then the frames' blocks, then the trailer. */
function gif(
  frames: number[][],
  { head = 'GIF89a', trailer = true }: { head?: string; trailer?: boolean } = {},
) {
  return bytes(
    head,
    [...u16le(320), ...u16le(200), 0x80, 0, 0], // 320 × 200, global colour table of 2 entries
    [0, 0, 0, 0xff, 0xff, 0xff],
    ...frames,
    trailer ? [0x3b] : [],
  );
}
/** A frame: graphic control extension, image descriptor, LZW data (with ',' '!' ';' in it). */
function frame({ localTable = false } = {}) {
  return [
    ...[0x21, 0xf9, 4, 0x04, ...u16le(10), 0, 0], // a 100 ms delay
    ...[0x2c, ...u16le(0), ...u16le(0), ...u16le(320), ...u16le(200), localTable ? 0x81 : 0],
    ...(localTable ? [0x2c, 0x2c, 0x21, 0x21, 0x3b, 0x3b, 0x2c, 0x21, 0x3b, 0x2c, 0x21, 0x3b] : []),
    2, // LZW minimum code size
    ...[5, 0x2c, 0x21, 0x3b, 0x2c, 0x21], // a data sub-block whose bytes look like block starts
    ...[3, 0x2c, 0x2c, 0x2c],
    0,
  ];
}
const application = (name: string, data: number[]) => [
  0x21,
  0xff,
  11,
  ...[...name].map((c) => c.charCodeAt(0)),
  data.length,
  ...data,
  0,
];
const NETSCAPE = application('NETSCAPE2.0', [1, ...u16le(0)]);

describe('gifInfo and isAnimatedGif', () => {
  it('reads a still GIF as one frame, with its size', () => {
    const still = gif([frame()]);
    expect(gifInfo(still)).toEqual({
      width: 320,
      height: 200,
      frames: 1,
      loops: false,
      xmp: false,
    });
    expect(isAnimatedGif(still)).toBe(false);
  });
  it('counts image descriptors, not bytes that look like them inside image data', () => {
    expect(gifInfo(gif([frame()]))?.frames).toBe(1);
    expect(gifInfo(gif([frame(), frame(), frame()]))?.frames).toBe(3);
    expect(isAnimatedGif(gif([frame(), frame()]))).toBe(true);
  });
  it('skips local colour tables', () => {
    const info = gifInfo(gif([frame({ localTable: true }), frame({ localTable: true })]));
    expect(info?.frames).toBe(2);
  });
  it('takes the NETSCAPE2.0 loop extension as an animation, even with one frame', () => {
    const looping = gif([NETSCAPE, frame()]);
    expect(gifInfo(looping)?.loops).toBe(true);
    expect(isAnimatedGif(looping)).toBe(true);
    expect(isAnimatedGif(gif([application('ANIMEXTS1.0', [1, 0, 0]), frame()]))).toBe(true);
  });
  it('does not take any application extension for a loop', () => {
    const other = gif([application('ImageMagick', [1, 2, 3]), frame()]);
    expect(isAnimatedGif(other)).toBe(false);
  });
  it('reads GIF87a and an ArrayBuffer, or a view into a larger one', () => {
    expect(isAnimatedGif(gif([frame(), frame()], { head: 'GIF87a' }))).toBe(true);
    expect(isAnimatedGif(gif([frame(), frame()]).buffer)).toBe(true);
    const padded = new Uint8Array(1000);
    const two = gif([frame(), frame()]);
    padded.set(two, 500);
    expect(isAnimatedGif(padded.subarray(500, 500 + two.length))).toBe(true);
  });
  it('gives what it read of a truncated file', () => {
    const two = gif([frame(), frame()], { trailer: false });
    expect(isAnimatedGif(two.subarray(0, two.length - 3))).toBe(true); // into the second's data
    const cut = gif([frame()]).length - 1; // the first frame whole, no trailer
    expect(isAnimatedGif(two.subarray(0, cut))).toBe(false);
    expect(isAnimatedGif(two.subarray(0, 20))).toBe(false);
  });
  it('is not fooled by something that is not a GIF', () => {
    expect(gifInfo(bytes('GIF90a', new Array(20).fill(0)))).toBeUndefined();
    expect(gifInfo(new Uint8Array())).toBeUndefined();
    expect(isAnimatedGif(bytes([0x89], 'PNG\r\n\x1a\n'))).toBe(false);
  });
});

/** A JPEG of segments (marker, payload) before its scan, and scan data after. */
const jpeg = (segments: [number, number[]][], scan: number[] = [1, 2, 3]) =>
  bytes(
    [0xff, 0xd8],
    ...segments.map(([marker, payload]) => [
      0xff,
      marker,
      ...u16be(payload.length + 2),
      ...payload,
    ]),
    [0xff, 0xda, ...u16be(4), 0, 0],
    scan,
    [0xff, 0xd9],
  );
const text = (s: string) => [...s].map((c) => c.charCodeAt(0));
const JFIF: [number, number[]] = [0xe0, text('JFIF\0\x01\x01\0\0\x01\0\x01\0\0')];
const EXIF: [number, number[]] = [0xe1, text('Exif\0\0MM\0*\0\0\0\x08\0\0')];
const XMP: [number, number[]] = [0xe1, text('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta/>')];
const QUANT: [number, number[]] = [0xdb, new Array(65).fill(1)];

/** A WebP of chunks (fourcc, payload), each padded to an even length. */
const webp = (chunks: [string, number[]][]) => {
  const body = chunks.flatMap(([fourcc, payload]) => [
    ...text(fourcc),
    ...u32le(payload.length),
    ...payload,
    ...(payload.length % 2 ? [0] : []),
  ]);
  return bytes('RIFF', u32le(body.length + 4), 'WEBP', body);
};

/** A PNG of chunks (type, data); CRCs are not checked, so they are zeros. */
const png = (chunks: [string, number[]][]) =>
  bytes(
    [0x89],
    'PNG\r\n\x1a\n',
    ...chunks.map(([type, data]) => [...u32be(data.length), ...text(type), ...data, 0, 0, 0, 0]),
  );
const IHDR: [string, number[]] = ['IHDR', [...u32be(1), ...u32be(1), 8, 6, 0, 0, 0]];
const IDAT: [string, number[]] = ['IDAT', [1, 2, 3]];
const IEND: [string, number[]] = ['IEND', []];

describe('hasMetadata', () => {
  it('finds EXIF or XMP in the APP1 segments of a JPEG', () => {
    expect(hasMetadata(jpeg([JFIF, QUANT]))).toBe(false);
    expect(hasMetadata(jpeg([EXIF, QUANT]))).toBe(true);
    expect(hasMetadata(jpeg([JFIF, QUANT, EXIF]))).toBe(true);
    expect(hasMetadata(jpeg([JFIF, XMP]))).toBe(true);
  });
  it("does not read a JPEG's scan data as segments", () => {
    const scan = [0xff, 0xe1, 0, 16, ...text('Exif\0\0MM\0*\0\0\0\x08')];
    expect(hasMetadata(jpeg([JFIF], scan))).toBe(false);
  });
  it('finds EXIF and XMP chunks in a WebP, after odd-sized chunks too', () => {
    expect(hasMetadata(webp([['VP8 ', [1, 2, 3, 4]]]))).toBe(false);
    expect(
      hasMetadata(
        webp([
          ['VP8X', new Array(10).fill(0)],
          ['VP8 ', [1, 2, 3]],
          ['EXIF', [1]],
        ]),
      ),
    ).toBe(true);
    expect(
      hasMetadata(
        webp([
          ['VP8L', [1, 2, 3]],
          ['XMP ', [1, 2]],
        ]),
      ),
    ).toBe(true);
  });
  it('finds an eXIf chunk or XMP text in a PNG, not its other text', () => {
    expect(hasMetadata(png([IHDR, IDAT, IEND]))).toBe(false);
    expect(hasMetadata(png([IHDR, ['tEXt', text('Software\0GIMP')], IDAT, IEND]))).toBe(false);
    expect(hasMetadata(png([IHDR, ['eXIf', text('MM\0*')], IDAT, IEND]))).toBe(true);
    const xmp = ['iTXt', text('XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta/>')] as [string, number[]];
    expect(hasMetadata(png([IHDR, xmp, IDAT, IEND]))).toBe(true);
  });
  it("finds a GIF's XMP extension", () => {
    expect(hasMetadata(gif([frame()]))).toBe(false);
    expect(hasMetadata(gif([application('XMP DataXMP', text('<x/>')), frame()]))).toBe(true);
  });
  it('counts a format it cannot read as carrying some, so that it is never kept', () => {
    expect(hasMetadata(bytes(u32be(24), 'ftypheic', new Array(16).fill(0)))).toBe(true);
  });
});

describe('formatImageBytes and formatShrink', () => {
  it('says what shrinking did, in decimal units', () => {
    expect(formatShrink(3_804_211, 310_412)).toBe('3.8 MB → 310 KB');
    expect(formatShrink(950, 950)).toBe('950 B → 950 B');
  });
  it('shows bytes and KB whole, MB and GB with one decimal at most', () => {
    expect(formatImageBytes(0)).toBe('0 B');
    expect(formatImageBytes(999)).toBe('999 B');
    expect(formatImageBytes(1000)).toBe('1 KB');
    expect(formatImageBytes(161_512)).toBe('162 KB');
    expect(formatImageBytes(999_499)).toBe('999 KB');
    expect(formatImageBytes(4_000_000)).toBe('4 MB');
    expect(formatImageBytes(12_345_678)).toBe('12.3 MB');
    expect(formatImageBytes(2_500_000_000)).toBe('2.5 GB');
  });
  it('moves to the next unit rather than show 1000 of one', () => {
    expect(formatImageBytes(999.6)).toBe('1 KB');
    expect(formatImageBytes(999_500)).toBe('1 MB');
    expect(formatImageBytes(999_960_000)).toBe('1 GB');
  });
  it("writes numbers the locale's way", () => {
    expect(formatShrink(3_804_211, 310_412, 'de')).toBe('3,8 MB → 310 KB');
  });
  it("shows '-' for what is not a size", () => {
    expect(formatImageBytes(-1)).toBe('-');
    expect(formatImageBytes(Number.NaN)).toBe('-');
    expect(formatShrink(Number.POSITIVE_INFINITY, 10)).toBe('- → 10 B');
  });
});

/**
 * shrinkImage in jsdom, which has no createImageBitmap, OffscreenCanvas or Worker: a fake worker
 * answers what the real one would, so that the client's decisions and its wiring are tested here
 * and the real decoding in Chromium by `npm run bench:upload`. Each test loads its own instance
 * of the module: its worker is module state.
 */
describe('shrinkImage', () => {
  /** A fresh instance of the module (another query is another module), sharing nothing. */
  let instance = 0;
  const load = async (): Promise<typeof ShrinkModule> =>
    import(/* @vite-ignore */ `./shrinkImage.ts?instance=${++instance}`);
  const file = (data: Uint8Array<ArrayBuffer>, name: string, type: string) =>
    new File([data], name, { type, lastModified: 1_700_000_000_000 });
  const photo = (size: number, segments: [number, number[]][] = [JFIF]) =>
    jpeg(segments, new Array(size).fill(7));

  /** Stubs a worker whose answers `answer` gives, and OffscreenCanvas; records the workers. */
  function fakeWorker(answer: (request: ShrinkRequest) => ShrinkReply | 'fail') {
    const started: { url: string; options?: WorkerOptions }[] = [];
    class FakeWorker extends EventTarget {
      constructor(url: URL, options?: WorkerOptions) {
        super();
        started.push({ url: String(url), options });
      }
      postMessage(request: ShrinkRequest) {
        const reply = answer(request);
        queueMicrotask(() =>
          this.dispatchEvent(
            reply === 'fail' ? new Event('error') : new MessageEvent('message', { data: reply }),
          ),
        );
      }
      terminate() {}
    }
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('OffscreenCanvas', class {});
    return started;
  }
  const encoded = (request: ShrinkRequest, size: number, source: [number, number]): ShrinkReply => {
    const shown = targetSize(source[0], source[1], request.maxSide);
    return {
      id: request.id,
      ok: true,
      blob: new Blob([new Uint8Array(size)], { type: 'image/webp' }),
      type: 'image/webp',
      ...shown,
      sourceWidth: source[0],
      sourceHeight: source[1],
    };
  };

  it('starts no worker when it is imported', async () => {
    const started = fakeWorker(() => 'fail');
    await load();
    expect(started).toEqual([]);
  });

  it('sends a large photo to a module worker, and returns its WebP under a .webp name', async () => {
    const requests: ShrinkRequest[] = [];
    const started = fakeWorker((request) => {
      requests.push(request);
      return encoded(request, 31_000, [4032, 3024]);
    });
    const { shrinkImage, POST_IMAGE_MAX_SIDE: maxSide } = await load();
    const original = file(photo(400_000, [JFIF, EXIF]), 'IMG_0042.jpg', 'image/jpeg');
    const result = await shrinkImage(original, { maxSide });

    expect(started).toHaveLength(1);
    expect(started[0]!.url).toMatch(/shrinkWorker\.ts/);
    expect(started[0]!.options).toEqual({ type: 'module' });
    expect(requests[0]).toMatchObject({ file: original, maxSide: 1600, quality: 0.8 });
    expect(result).toMatchObject({
      before: original.size,
      after: 31_000,
      width: 1600,
      height: 1200,
      kept: false,
    });
    expect(result.reason).toBeUndefined();
    expect(result.file).not.toBe(original);
    expect(result.file).toMatchObject({ name: 'IMG_0042.webp', type: 'image/webp', size: 31_000 });
    expect(result.file.lastModified).toBe(original.lastModified);
  });

  it('reuses one worker for every image', async () => {
    const started = fakeWorker((request) => encoded(request, 1000, [4032, 3024]));
    const { shrinkImage, AVATAR_MAX_SIDE: maxSide } = await load();
    const original = file(photo(50_000), 'me.jpg', 'image/jpeg');
    const results = await Promise.all([
      shrinkImage(original, { maxSide }),
      shrinkImage(original, { maxSide, quality: 0.6 }),
    ]);
    expect(started).toHaveLength(1);
    expect(results.map((r) => [r.width, r.height])).toEqual([
      [512, 384],
      [512, 384],
    ]);
  });

  it('keeps an image within the limit that its re-encode would not make smaller', async () => {
    fakeWorker((request) => encoded(request, 90_000, [800, 600]));
    const { shrinkImage } = await load();
    const original = file(photo(60_000), 'small.jpg', 'image/jpeg');
    const result = await shrinkImage(original, { maxSide: 1600 });
    expect(result).toEqual({
      file: original,
      before: original.size,
      after: original.size,
      width: 800,
      height: 600,
      kept: true,
      reason: 'small',
    });
  });

  it('sends the re-encode of a small image that carries EXIF, even when it is larger', async () => {
    fakeWorker((request) => encoded(request, 90_000, [800, 600]));
    const { shrinkImage } = await load();
    const original = file(photo(60_000, [EXIF, JFIF]), 'gps.jpg', 'image/jpeg');
    const result = await shrinkImage(original, { maxSide: 1600 });
    expect(result).toMatchObject({ kept: false, after: 90_000, width: 800, height: 600 });
    expect(result.file.name).toBe('gps.webp');
  });

  it('keeps an animated GIF without decoding it, with the size its header gives', async () => {
    const started = fakeWorker(() => 'fail');
    const { shrinkImage } = await load();
    for (const frames of [
      [frame(), frame()],
      [NETSCAPE, frame()],
    ]) {
      const original = file(gif(frames), 'dance.gif', 'image/gif');
      const result = await shrinkImage(original, { maxSide: 1600 });
      expect(result).toMatchObject({ file: original, kept: true, reason: 'animated' });
      expect([result.width, result.height]).toEqual([320, 200]);
    }
    expect(started).toEqual([]);
  });

  it('keeps a file that is not a raster image, and one the browser cannot decode', async () => {
    const started = fakeWorker((request) => ({ id: request.id, ok: false, reason: 'undecodable' }));
    const decodeOnMainThread = vi.fn(() => Promise.reject(new Error('not asked')));
    vi.stubGlobal('createImageBitmap', decodeOnMainThread);
    const { shrinkImage } = await load();
    const svg = file(bytes('<svg/>'), 'logo.svg', 'image/svg+xml');
    expect(await shrinkImage(svg, { maxSide: 512 })).toMatchObject({
      file: svg,
      kept: true,
      reason: 'unsupported',
    });
    expect(started).toEqual([]);
    const heic = file(bytes(u32be(24), 'ftypheic'), 'IMG_1.HEIC', 'image/heic');
    expect(await shrinkImage(heic, { maxSide: 512 })).toMatchObject({
      file: heic,
      kept: true,
      reason: 'unsupported',
      width: 0,
      height: 0,
    });
    expect(started).toHaveLength(1);
    expect(decodeOnMainThread).not.toHaveBeenCalled(); // the worker's decoder is the page's
  });

  it('falls back to the main thread when the worker cannot start, or the page has none', async () => {
    // The main thread's decoder here fails, as an undecodable file would: the file is kept.
    const decode = vi.fn(() => Promise.reject(new DOMException('No.', 'InvalidStateError')));
    fakeWorker(() => 'fail');
    vi.stubGlobal('createImageBitmap', decode);
    const { shrinkImage } = await load();
    const original = file(photo(5000), 'photo.jpg', 'image/jpeg');
    expect(await shrinkImage(original, { maxSide: 1600 })).toMatchObject({
      file: original,
      kept: true,
      reason: 'unsupported',
    });
    expect(decode).toHaveBeenCalledWith(original, { imageOrientation: 'from-image' });
    // A worker that answers it cannot draw (no OffscreenCanvas 2D context there) is the same.
    decode.mockClear();
    fakeWorker((request) => ({ id: request.id, ok: false, reason: 'no-canvas' }));
    await (await load()).shrinkImage(original, { maxSide: 1600 });
    expect(decode).toHaveBeenCalledTimes(1);
    // jsdom itself has neither workers nor createImageBitmap.
    vi.unstubAllGlobals();
    const fresh = await load();
    expect(await fresh.shrinkImage(original, { maxSide: 1600 })).toMatchObject({
      kept: true,
      reason: 'unsupported',
    });
  });

  it('keeps a file whose bytes cannot be read', async () => {
    const started = fakeWorker(() => 'fail');
    const { shrinkImage } = await load();
    const removed = file(gif([frame()]), 'gone.gif', 'image/gif');
    removed.arrayBuffer = () => Promise.reject(new DOMException('Gone.', 'NotReadableError'));
    expect(await shrinkImage(removed, { maxSide: 1600 })).toMatchObject({
      file: removed,
      kept: true,
      reason: 'unsupported',
    });
    expect(started).toEqual([]);
  });

  it('refuses a limit that is not a whole number of pixels', async () => {
    const { shrinkImage } = await load();
    const original = file(photo(10), 'photo.jpg', 'image/jpeg');
    await expect(shrinkImage(original, { maxSide: 0 })).rejects.toThrow(RangeError);
  });
});
