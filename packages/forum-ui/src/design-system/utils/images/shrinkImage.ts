/**
 * Shrinks an image file in the browser before it is uploaded (docs/images.md): a phone's
 * 4032 × 3024 photo of 3–5 MB becomes a 1600 × 1200 WebP of a few hundred KB, turned the way
 * it was taken, with its EXIF (the GPS position among it) gone, since a re-encode from a canvas
 * carries none. The work runs in a module worker (shrinkWorker.ts) where the browser has
 * OffscreenCanvas, else on the main thread with a canvas element. Importing this module does
 * nothing: the worker starts with the first image shrunk. The rules it follows are plain
 * functions in imageRules.ts.
 */
import {
  SHRINK_QUALITY,
  animates,
  gifInfo,
  hasMetadata,
  isShrinkableType,
  keepsOriginal,
  outputName,
  targetSize,
  type KeepReason,
} from './imageRules.ts';
import {
  encoderProbe,
  shrinkOn,
  type MakeSurface,
  type ShrinkReply,
  type ShrinkRequest,
} from './drawImage.ts';

export {
  AVATAR_MAX_SIDE,
  POST_IMAGE_MAX_SIDE,
  formatShrink,
  type KeepReason,
} from './imageRules.ts';

/** How to shrink. */
export interface ShrinkOptions {
  /** The long side allowed, in pixels: POST_IMAGE_MAX_SIDE or AVATAR_MAX_SIDE. */
  maxSide: number;
  /** The encoder's quality, 0–1 (SHRINK_QUALITY, 0.8, by default). */
  quality?: number;
  /**
   * Whether to use a worker where the browser can (the default). `false` shrinks on the main
   * thread, as browsers without OffscreenCanvas in workers do: for measuring that path.
   */
  worker?: boolean;
}

/** What shrinkImage did, for the upload and for the member ('3.8 MB → 310 KB', formatShrink). */
export interface ShrinkResult {
  /** The file to upload: the re-encoded image, or the original when `kept`. */
  file: File;
  /** The original's size and the uploaded file's, in bytes (the same when kept). */
  before: number;
  after: number;
  /** The uploaded image's width and height as shown; 0 when the file could not be read. */
  width: number;
  height: number;
  /** Whether `file` is the original, unchanged; `reason` says why. */
  kept: boolean;
  reason?: KeepReason;
}

/** A re-encoded image and the original's size as shown. */
type Encoded = Extract<ShrinkReply, { ok: true }>;

/**
 * The file to upload in place of `file`: at most `maxSide` pixels on its long side, turned as
 * its EXIF orientation says, re-encoded as WebP (JPEG where the browser cannot encode WebP) with
 * no EXIF or XMP. The original is returned as it is (`kept`) when it is already within the limit
 * and as small as its re-encode, and carries no metadata (`small`); when it is an animated GIF
 * (`animated`: a canvas keeps one frame); or when this browser cannot decode or encode it
 * (`unsupported`: the upload's own checks then apply). Never rejects for a file it cannot read;
 * throws a RangeError for a `maxSide` that is not a positive whole number.
 */
export async function shrinkImage(file: File, options: ShrinkOptions): Promise<ShrinkResult> {
  const { maxSide, quality = SHRINK_QUALITY, worker = true } = options;
  targetSize(1, 1, maxSide); // checks maxSide before any work
  const before = file.size;
  const keep = (reason: KeepReason, width = 0, height = 0): ShrinkResult => ({
    file,
    before,
    after: before,
    width,
    height,
    kept: true,
    reason,
  });

  if (!isShrinkableType(file.type)) return keep('unsupported');
  if (file.type.toLowerCase() === 'image/gif') {
    const data = await bytesOf(file);
    if (!data) return keep('unsupported');
    const gif = gifInfo(data);
    if (gif && animates(gif)) return keep('animated', gif.width, gif.height);
  }

  const encoded = await encode({ id: 0, file, maxSide, quality }, worker);
  if (!encoded) return keep('unsupported');
  const { blob, type, sourceWidth, sourceHeight } = encoded;
  // The original's bytes are read only when it could be kept at all: an image over the limit is
  // re-encoded, and so is one whose bytes cannot be read again.
  const fits = Math.max(sourceWidth, sourceHeight) <= maxSide;
  const data = fits ? await bytesOf(file) : undefined;
  const candidate = {
    type: file.type,
    before,
    after: blob.size,
    width: sourceWidth,
    height: sourceHeight,
    maxSide,
    hasMetadata: data ? hasMetadata(data) : true,
  };
  if (keepsOriginal(candidate)) return keep('small', sourceWidth, sourceHeight);
  return {
    file: new File([blob], outputName(file.name, type), {
      type,
      lastModified: file.lastModified,
    }),
    before,
    after: blob.size,
    width: encoded.width,
    height: encoded.height,
    kept: false,
  };
}

/** A file's bytes; undefined when they cannot be read (the file was removed meanwhile). */
const bytesOf = (file: Blob): Promise<ArrayBuffer | undefined> =>
  file.arrayBuffer().catch(() => undefined);

/** Re-encodes in the worker, else on the main thread; undefined when neither can. */
async function encode(request: ShrinkRequest, useWorker: boolean): Promise<Encoded | undefined> {
  if (useWorker) {
    const reply = await inWorker(request);
    if (reply?.ok) return reply;
    if (reply?.reason === 'undecodable') return undefined;
  }
  return onMainThread(request);
}

// The worker client: one worker, started at the first request, answering by request id.
let worker: Worker | undefined;
/** The worker failed to start (no module workers, a blocked script): the main thread it is. */
let workerFailed = false;
let nextId = 1;
const waiting = new Map<number, (reply: ShrinkReply | undefined) => void>();

function startWorker(): Worker | undefined {
  if (worker || workerFailed) return worker;
  if (typeof Worker !== 'function' || typeof OffscreenCanvas !== 'function') return undefined;
  try {
    // Written out in full so that Vite finds the worker and bundles it as a module worker.
    worker = new Worker(new URL('./shrinkWorker.ts', import.meta.url), { type: 'module' });
  } catch {
    workerFailed = true;
    return undefined;
  }
  worker.addEventListener('message', (event: MessageEvent<ShrinkReply>) => {
    waiting.get(event.data.id)?.(event.data);
    waiting.delete(event.data.id);
  });
  // A module worker that cannot load fires `error` and never answers: what it was asked goes
  // to the main thread, and so does everything after.
  worker.addEventListener('error', () => {
    workerFailed = true;
    worker?.terminate();
    worker = undefined;
    for (const answer of waiting.values()) answer(undefined);
    waiting.clear();
  });
  return worker;
}

/** The worker's reply; undefined when there is no worker to ask. */
function inWorker(request: ShrinkRequest): Promise<ShrinkReply | undefined> {
  const target = startWorker();
  if (!target) return Promise.resolve(undefined);
  const id = nextId++;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    target.postMessage({ ...request, id } satisfies ShrinkRequest);
  });
}

// The main-thread fallback: the worker's steps (drawImage.ts) with a canvas element.
const canvasElement: MakeSurface = (width, height) => {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  return (
    context && {
      context,
      encode: (type, quality) => new Promise((resolve) => canvas.toBlob(resolve, type, quality)),
    }
  );
};
const probeMainEncoder = encoderProbe(canvasElement);

async function onMainThread(request: ShrinkRequest): Promise<Encoded | undefined> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return undefined;
  try {
    const reply = await shrinkOn(request, canvasElement, probeMainEncoder);
    return reply.ok ? reply : undefined;
  } catch {
    return undefined;
  }
}
