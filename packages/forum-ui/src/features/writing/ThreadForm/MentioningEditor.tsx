/**
 * The thread editor suggesting members after `@` (useEditorMentions): one lazy chunk with the
 * editor itself, so the members' call and its list load only where someone writes.
 */
// The editor's own entry: this chunk is the one that loads it (the components' entry gives the
// lazy one, which would load it again).
import { RichTextEditor, type RichTextEditorProps } from '@forum/forum-ui/design-system/editor';
import { useEditorMentions } from '../../members/index.ts';

export default function MentioningEditor(props: Omit<RichTextEditorProps, 'mentions'>) {
  const mentions = useEditorMentions();
  return <RichTextEditor {...props} mentions={mentions} />;
}
