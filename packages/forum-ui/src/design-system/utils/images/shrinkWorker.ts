/**
 * The image shrinker's worker: decodes a file (turned as its EXIF orientation says), draws it at
 * its target size on an OffscreenCanvas and encodes it as WebP, or JPEG where the browser cannot
 * encode WebP. Decoding a 12-megapixel photo and encoding it again take hundreds of milliseconds
 * on a phone; here they never hold up the page. Started by shrinkImage.ts, only when an image is
 * shrunk; the decision about which file to send is made there (imageRules.ts).
 */
import {
  encoderProbe,
  shrinkOn,
  type MakeSurface,
  type ShrinkReply,
  type ShrinkRequest,
} from './drawImage.ts';

export type { ShrinkReply, ShrinkRequest } from './drawImage.ts';

/** The worker's global scope, as much of it as is used (the DOM lib types `self` as a window). */
interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<ShrinkRequest>) => void): void;
  postMessage(message: ShrinkReply): void;
}
const scope = self as unknown as WorkerScope;

/** An OffscreenCanvas: a worker has no canvas element. */
const offscreen: MakeSurface = (width, height) => {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  return context && { context, encode: (type, quality) => canvas.convertToBlob({ type, quality }) };
};
const probe = encoderProbe(offscreen);

function shrink(request: ShrinkRequest): Promise<ShrinkReply> {
  if (typeof OffscreenCanvas !== 'function' || typeof createImageBitmap !== 'function')
    return Promise.resolve({ id: request.id, ok: false, reason: 'no-canvas' });
  return shrinkOn(request, offscreen, probe);
}

scope.addEventListener('message', (event) => {
  const request = event.data;
  shrink(request).then(
    (reply) => scope.postMessage(reply),
    // Anything else that fails (out of memory for a huge canvas) is left to the main thread.
    () => scope.postMessage({ id: request.id, ok: false, reason: 'no-canvas' }),
  );
});
