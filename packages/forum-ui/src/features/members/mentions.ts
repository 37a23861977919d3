/**
 * Mentions of members, for both composers: the members a mention being typed suggests (the
 * reply box's MentionTextArea and the thread editor's `mentions`), from GET /search/autocomplete
 * with `type=users` (2 characters are enough there; /search/users asks for 3), 300 ms after the
 * query last changed, as the header search does. Only tagged users with an id can be linked, so
 * plain-string suggestions are left out.
 */
import { useAutocomplete, type Suggestion } from '@forum/api';
import { onlineManager } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  userPath,
  useDebouncedValue,
  SUGGEST_DELAY_MS,
  type EditorMentions,
  type MentionStatus,
  type Mention,
} from '@forum/forum-ui/design-system';

/** The members among an autocomplete answer, each once. */
export function mentionsOf(suggestions: readonly Suggestion[]): Mention[] {
  const seen = new Set<number>();
  const out: Mention[] = [];
  for (const item of suggestions) {
    if (typeof item !== 'object' || item.type !== 'user' || !item.name?.trim()) continue;
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    out.push({ id: item.id, name: item.name.trim() });
  }
  return out;
}

export function useMentionSuggestions(query: string | null): {
  suggestions?: Mention[];
  status: MentionStatus;
} {
  const settled = useDebouncedValue(query, SUGGEST_DELAY_MS);
  const asked = settled ?? '';
  const { data, isError, isFetching, fetchStatus } = useAutocomplete(asked, 'users');
  const suggestions = useMemo(() => (data ? mentionsOf(data) : undefined), [data]);
  if (query === null) return { status: 'ready' };
  // Offline (as TanStack Query knows it, which pauses the query): the list says so at once.
  if (fetchStatus === 'paused' || !onlineManager.isOnline()) return { status: 'offline' };
  // Still the pause before asking, or the answer is for another query.
  if (settled !== query || isFetching) return { status: 'loading' };
  if (isError) return { status: 'failed' };
  return { suggestions, status: 'ready' };
}

/**
 * The thread editor's `mentions`: the mention it reports being typed, asked for as above, and
 * each member chosen linked to their page.
 */
export function useEditorMentions(): EditorMentions {
  const [query, setQuery] = useState<string | null>(null);
  const { suggestions, status } = useMentionSuggestions(query);
  return { onQuery: setQuery, suggestions, status, hrefOf: ({ id }) => userPath(id) };
}
