/**
 * The shrinker's drawing, one way for both of its places: the worker (an OffscreenCanvas,
 * shrinkWorker.ts) and the main-thread fallback (a canvas element, shrinkImage.ts). Each gives a
 * `Surface` maker; decoding, the encoder probe, the white under JPEG and the answer are here.
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
 * there is none: `undecodable` (the browser cannot read the file), `no-canvas` (this place
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

/** A canvas of either kind, as much of it as the shrinker uses. */
export interface Surface {
  context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
  encode: (type: string, quality?: number) => Promise<Blob | null>;
}

/** Makes a `width` × `height` surface, or null where there is no 2D context. */
export type MakeSurface = (width: number, height: number) => Surface | null;

/** The file as pixels, turned as its EXIF orientation says. */
export async function decodeOriented(file: Blob): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch (error) {
    // Browsers from before 'from-image' was specified reject the option's value (a TypeError);
    // a file they cannot decode is an InvalidStateError, rethrown.
    if (error instanceof TypeError) return createImageBitmap(file);
    throw error;
  }
}

/**
 * What surfaces of `make` encode as, found once with a 1 × 1 probe (encoderType); a failed probe
 * is tried again next time rather than remembered.
 */
export function encoderProbe(make: MakeSurface): () => Promise<ShrinkType> {
  let found: Promise<ShrinkType> | undefined;
  return () => {
    found ??= Promise.resolve()
      .then(() => make(1, 1)?.encode('image/webp'))
      .then((blob) => encoderType(blob?.type))
      .catch((error: unknown) => {
        found = undefined;
        throw error;
      });
    return found;
  };
}

/** Decodes, draws at the target size and encodes: the whole of a shrink, at one place. */
export async function shrinkOn(
  { id, file, maxSide, quality }: ShrinkRequest,
  make: MakeSurface,
  probe: () => Promise<ShrinkType>,
): Promise<ShrinkReply> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await decodeOriented(file);
  } catch {
    return { id, ok: false, reason: 'undecodable' };
  }
  try {
    const size = targetSize(bitmap.width, bitmap.height, maxSide);
    const surface = make(size.width, size.height);
    if (!surface) return { id, ok: false, reason: 'no-canvas' };
    const { context } = surface;
    const type = await probe();
    if (type === 'image/jpeg') {
      // JPEG has no transparency: transparent pixels would turn black, so they go on white.
      context.fillStyle = 'white';
      context.fillRect(0, 0, size.width, size.height);
    }
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await surface.encode(type, quality);
    if (blob?.type !== type) return { id, ok: false, reason: 'no-canvas' };
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
