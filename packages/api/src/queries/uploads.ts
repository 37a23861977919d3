/** Image upload for the rich-text editor (multipart, field `image`); the answer has the url. */
import { useApi } from '../provider.tsx';
import type { Operation } from './keys.ts';
import { apiMutation, formDataSerializer, useMappedMutation } from './shared.ts';

export const operations = [['post', '/uploads/images']] as const satisfies readonly Operation[];

const imageInit = (file: Blob) => ({
  // The contract types a binary field as a string; the serializer sends the Blob as multipart.
  body: { image: file as unknown as string },
  bodySerializer: formDataSerializer,
});

/** POST /uploads/images. Call `mutateAsync(file)`; resolves to `{ url }`. Nothing to invalidate. */
export function useUploadImage() {
  const { hooks } = useApi();
  return useMappedMutation(apiMutation(hooks.useMutation('post', '/uploads/images')), imageInit);
}
