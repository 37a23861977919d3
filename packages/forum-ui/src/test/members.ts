/**
 * Members for mention stories: a fixed list, and what a members source answers in each state
 * (the list, nothing found, offline, a failure, never), as MentionTextArea and the rich-text
 * editor take them.
 */
import type { MentionStatus } from '../design-system/components/MentionTextArea/MentionList.tsx';
import type { Mention } from '../design-system/utils/text/mentions.ts';

export const MEMBERS: Mention[] = [
  { id: 1, name: 'Maria Clara' },
  { id: 2, name: 'Mario Santos' },
  { id: 3, name: 'Marisol Ñañez 日本' },
  { id: 4, name: 'Jun Reyes' },
];

/** What the story's members source answers. */
export type MemberSource = 'members' | 'none' | 'offline' | 'failed' | 'loading';

/** The suggestions and status a source gives for the mention being typed (null: none). */
export function membersFrom(
  source: MemberSource,
  query: string | null,
): { suggestions?: Mention[]; status: MentionStatus } {
  if (source === 'offline' || source === 'failed' || source === 'loading')
    return { status: source };
  if (query === null) return { status: 'ready' };
  if (source === 'none') return { suggestions: [], status: 'ready' };
  const lower = query.toLowerCase();
  return {
    suggestions: MEMBERS.filter((member) => member.name.toLowerCase().includes(lower)),
    status: 'ready',
  };
}
