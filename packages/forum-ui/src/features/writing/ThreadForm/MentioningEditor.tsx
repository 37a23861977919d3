/**
 * The thread editor suggesting members after `@` (useEditorMentions): one lazy chunk with the
 * editor itself, so the members' call and its list load only where someone writes.
 */
import {
  RichTextEditor,
  type RichTextEditorProps,
} from '../../../design-system/components/RichTextEditor/RichTextEditor.tsx';
import { useEditorMentions } from '../../members/index.ts';

export default function MentioningEditor(props: Omit<RichTextEditorProps, 'mentions'>) {
  const mentions = useEditorMentions();
  return <RichTextEditor {...props} mentions={mentions} />;
}
