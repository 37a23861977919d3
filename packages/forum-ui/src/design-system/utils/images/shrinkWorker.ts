/**
 * The image shrinker's worker: decodes a file (turned as its EXIF orientation says), draws it at
 * its target size on an OffscreenCanvas and encodes it as WebP, or JPEG where the browser cannot
 * encode WebP. Decoding a 12-megapixel photo and encoding it again take hundreds of milliseconds
 * on a phone; here they never hold up the page. Started by shrinkImage.ts, only when an image is
 * shrunk; the decision about which file to send is made there (imageRules.ts).
 */
import { encoderType, targetSize, type ShrinkType } from './imageRules.ts';

/** A file to shrink. */
export interface ShrinkRequest {
  id: number;
  file: Blob;
  maxSide: number;
  quality: number;
}

/**
 * The answer to a request: the re-encoded image, its size and the original's (as shown), or why
 * there is none: `undecodable` (the browser cannot read the file), `no-canvas` (this worker
 * cannot draw or encode: the page does it on its main thread instead).
 */
export type ShrinkReply =
  | {
      id: number;
      ok: true;
      blob: Blob;
      type: ShrinkType;
      width: number;
      height: number;
      sourceWidth: number;
      sourceHeight: number;
    }
  | { id: number; ok: false; reason: 'undecodable' | 'no-canvas' };

/** The worker's global scope, as much of it as is used (the DOM lib types `self` as a window). */
interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<ShrinkRequest>) => void): void;
  postMessage(message: ShrinkReply): void;
}
const scope = self as unknown as WorkerScope;

/** What this worker encodes as, found once with a 1 × 1 probe (encoderType). */
let encoding: Promise<ShrinkType> | undefined;
function probeEncoder(): Promise<ShrinkType> {
  encoding ??= (async () => {
    const probe = new OffscreenCanvas(1, 1);
    probe.getContext('2d'); // a canvas with no context cannot be encoded
    return encoderType((await probe.convertToBlob({ type: 'image/webp' })).type);
  })().catch((error: unknown) => {
    encoding = undefined; // tried again next time rather than remembered
    throw error;
  });
  return encoding;
}

/** The file as pixels, turned as its EXIF orientation says. */
async function decode(file: Blob): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch (error) {
    // Browsers from before 'from-image' was specified reject the option's value (a TypeError);
    // a file they cannot decode is an InvalidStateError, rethrown.
    if (error instanceof TypeError) return createImageBitmap(file);
    throw error;
  }
}

async function shrink({ id, file, maxSide, quality }: ShrinkRequest): Promise<ShrinkReply> {
  if (typeof OffscreenCanvas !== 'function' || typeof createImageBitmap !== 'function')
    return { id, ok: false, reason: 'no-canvas' };
  let bitmap: ImageBitmap;
  try {
    bitmap = await decode(file);
  } catch {
    return { id, ok: false, reason: 'undecodable' };
  }
  try {
    const size = targetSize(bitmap.width, bitmap.height, maxSide);
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) return { id, ok: false, reason: 'no-canvas' };
    const type = await probeEncoder();
    if (type === 'image/jpeg') {
      // JPEG has no transparency: transparent pixels would turn black, so they go on white.
      context.fillStyle = 'white';
      context.fillRect(0, 0, size.width, size.height);
    }
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await canvas.convertToBlob({ type, quality });
    if (blob.type !== type) return { id, ok: false, reason: 'no-canvas' };
    return {
      id,
      ok: true,
      blob,
      type,
      ...size,
      sourceWidth: bitmap.width,
      sourceHeight: bitmap.height,
    };
  } finally {
    bitmap.close();
  }
}

scope.addEventListener('message', (event) => {
  const request = event.data;
  shrink(request).then(
    (reply) => scope.postMessage(reply),
    // Anything else that fails (out of memory for a huge canvas) is left to the main thread.
    () => scope.postMessage({ id: request.id, ok: false, reason: 'no-canvas' }),
  );
});
