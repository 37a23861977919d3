/**
 * The rich-text editor as its own chunk: Slate and the editor load when this first renders,
 * never with the pages that do not write. Until then the field's label and a placeholder of its
 * size hold the place, and a status says the editor is loading.
 */
import { lazy, Suspense } from 'react';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { Stack } from '../../primitives/Stack.tsx';
import { Text } from '../../primitives/Text.tsx';
import { VisuallyHidden } from '../../primitives/VisuallyHidden.tsx';
import { DEFAULT_EDITOR_LABELS } from './labels.ts';
import type { RichTextEditorProps } from './RichTextEditor.tsx';

const RichTextEditor = lazy(() => import('./RichTextEditor.tsx'));

export function LazyRichTextEditor(props: RichTextEditorProps) {
  const loading = props.labels?.loading ?? DEFAULT_EDITOR_LABELS.loading;
  return (
    <Suspense
      fallback={
        <Stack space="small" aria-busy="true">
          <Text as="span" weight="medium">
            {props.label}
          </Text>
          <Skeleton variant="block" height={300} />
          <VisuallyHidden role="status">{loading}</VisuallyHidden>
        </Stack>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
