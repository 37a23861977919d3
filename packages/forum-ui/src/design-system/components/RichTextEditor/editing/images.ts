/**
 * The image upload's client-side rules, the same as the server's (openapi.yaml, uploadImage):
 * PNG, JPEG, GIF or WebP, smaller than 5 MB, of what is sent: a photo is made smaller first
 * (utils/images/shrinkImage.ts), so a 12 MB photo can be posted. Pure functions.
 */

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
/** The `accept` attribute of the file field. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
/** 5 MB: an image must be smaller. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type ImageProblem = 'missing' | 'type' | 'size';

/** What is wrong with a chosen file, or null when it may be uploaded. */
export function imageProblem(
  file: Pick<File, 'type' | 'size'> | null | undefined,
): ImageProblem | null {
  if (!file) return 'missing';
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size >= MAX_IMAGE_BYTES) return 'size';
  return null;
}
