/**
 * Threads for stories: a few hand-written ones for components, titles that stress layout
 * (very long, Tagalog, emoji, CJK, right-to-left), and an MSW handler that serves any list of
 * titles as GET /threads, paged like the real API, for screen stories.
 */
import { HttpResponse, http, type HttpHandler } from 'msw';
import { waitFor } from 'storybook/test';
import type { components } from '@forum/api';
import type { ThreadListItem } from '../design-system/components/ThreadList/ThreadList.tsx';
import { threadToolText } from '../features/thread/StaffTools/messages.ts';
import type { Canvas } from './queries.ts';

type Thread = components['schemas']['Thread'];

/** Titles that stress wrapping, letter badges and direction. */
export const STRESS_TITLES = [
  'Paano mag-overclock ng Ryzen 7 7800X3D nang hindi nasisira ang motherboard: kumpletong gabay para sa mga baguhan at eksperto sa Pilipinas, kasama ang mga tip sa paglamig at BIOS',
  '🎮🔥 Best budget gaming laptops under ₱50,000 🇵🇭 (2026 edition)',
  '新しいグラフィックカードの比較：RTX 5060 と RX 9060 XT、どちらが買い？',
  'مقارنة بين أفضل الهواتف الذكية لعام ٢٠٢٦',
  'Supercalifragilisticexpialidocious_configuration_file_name_without_any_spaces_at_all.yaml',
  '',
  'élan: bagong framework para sa web',
  '한국어 키보드 설정 방법',
] as const;

/** A few threads as a list shows them (for component stories). */
export const SAMPLE_THREADS: ThreadListItem[] = [
  {
    id: 1,
    slug: 'the-budget-pc-build-megathread-2026-1',
    title: 'The Budget PC Build Megathread 2026',
    author: { id: 2, name: 'Maria Clara Santos' },
    created_at: '2026-07-04T09:30:00.000Z',
    replies_count: 2000,
    views: 48210,
    is_sticky: true,
  },
  {
    id: 2,
    slug: 'is-linux-ready-for-gaming-2',
    title: 'Is Linux ready for gaming?',
    author: { id: 3, name: 'Juan dela Cruz' },
    created_at: '2026-10-29T14:05:00.000Z',
    replies_count: 1,
    views: 1,
  },
  {
    id: 3,
    slug: 'which-ssd-for-a-2019-macbook-3',
    title: 'Which SSD for a 2019 MacBook?',
    author: null,
    created_at: '2026-10-31T22:15:00.000Z',
    replies_count: 0,
    views: 12,
  },
  {
    id: 4,
    slug: 'mechanical-keyboards-for-programmers-4',
    title: 'mechanical keyboards for programmers',
    author: { id: 4, name: 'Ana Reyes' },
    created_at: '2026-09-12T08:00:00.000Z',
    replies_count: 37,
    views: 950,
  },
];

/** A thread of the contract's shape with the given title (and sensible everything else). */
export function threadWithTitle(title: string, id: number): Thread {
  const created = new Date(Date.UTC(2026, 9, 31, 12) - id * 3_600_000).toISOString();
  return {
    id,
    slug: `stress-title-${id}`,
    title,
    content: '<p>Story thread.</p>',
    created_at: created,
    updated_at: created,
    is_featured: true,
    is_sticky: false,
    is_approved: true,
    is_locked: false,
    status: 'approved',
    author: { id: 2, name: 'Maria Clara Santos', username: 'maria_clara_santos', avatar_url: null },
    author_id: 2,
    category: { id: 1, slug: 'general-discussions-chat', title: 'General Discussions & Chat' },
    category_id: 1,
    first_post_id: null,
    first_post: null,
    replies_count: id * 3,
    likes_count: id,
    views: id * 101,
  } as Thread;
}

/**
 * GET /threads answered with threads of these titles (whatever the filter), paged by the
 * request's `page` and `per_page` as the API does.
 */
export function threadsWithTitles(titles: readonly string[]): HttpHandler {
  const threads = titles.map((title, i) => threadWithTitle(title, i + 1));
  return http.get('*/api/v1/threads', ({ request }) => {
    const url = new URL(request.url);
    const perPage = Math.max(1, Number(url.searchParams.get('per_page') ?? 15) || 15);
    const lastPage = Math.max(1, Math.ceil(threads.length / perPage));
    const page = Math.min(Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1), lastPage);
    const data = threads.slice((page - 1) * perPage, page * perPage);
    const from = data.length ? (page - 1) * perPage + 1 : null;
    return HttpResponse.json({
      data,
      meta: {
        current_page: page,
        last_page: lastPage,
        per_page: perPage,
        total: threads.length,
        from,
        to: from === null ? null : from + data.length - 1,
      },
    });
  });
}

/**
 * A thread page's reply box, by its label, once it has settled: a guest's box, or a member's box
 * that suggests members after `@` (a combobox, from a chunk of its own). Until that chunk arrives
 * a plain box stands in and hands focus and caret over when it leaves (ReplyComposer); a story
 * that clicked the box just as it left would type its first keys into the page instead (seen as
 * a reply missing its first letters in the visual sample).
 */
export const replyBox = (canvas: Canvas) =>
  waitFor(
    () => {
      const box = canvas.getByLabelText(threadToolText.composerLabel, { selector: 'textarea' });
      const guest = canvas.queryByText(threadToolText.guestHint) !== null;
      if (!guest && box.getAttribute('role') !== 'combobox')
        throw new Error("The member's reply box has not loaded yet");
      return box;
    },
    { timeout: 5000 },
  );
