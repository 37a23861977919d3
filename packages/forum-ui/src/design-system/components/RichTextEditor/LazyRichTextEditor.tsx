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

/** What holds the editor's place while its chunk loads: its label, its size, and a status. */
export function RichTextEditorFallback({
  label,
  labels,
}: Pick<RichTextEditorProps, 'label' | 'labels'>) {
  return (
    <Stack space="small" aria-busy="true">
      <Text as="span" weight="medium">
        {label}
      </Text>
      <Skeleton variant="block" height={300} />
      <VisuallyHidden role="status">
        {labels?.loading ?? DEFAULT_EDITOR_LABELS.loading}
      </VisuallyHidden>
    </Stack>
  );
}

export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<RichTextEditorFallback label={props.label} labels={props.labels} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
