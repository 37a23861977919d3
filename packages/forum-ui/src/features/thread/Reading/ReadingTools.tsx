/**
 * Where the reader left off, on the thread page, loaded after the thread shows:
 * - records how far they read: a reply counts as read once it has been on screen (most of it,
 *   or half the window for a tall one), in the plain and the windowed list alike; each visit
 *   keeps the replies it saw and the furthest read (useRecordReading), a second after the last
 *   change and when the page is hidden;
 * - marks the first reply posted since the last visit ("New since your last visit", Reading.css.ts);
 * - offers "Continue where you left off (reply N of M)", unless the address names a reply.
 * The marks are set on the rendered replies, so the thread's own chunk carries none of this.
 */
import { continueAt, readingOwner, useRecordReading, useSession } from '@forum/api';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button, formatCount } from '@forum/forum-ui/design-system';
import { postAnchor, postIdFromHash, type ThreadPost } from '../ReplyList/threadTree.ts';
import { threadToolText as t } from '../StaffTools/messages.ts';
import { useLastVisit } from './lastVisit.ts';
import * as styles from './Reading.css.ts';
import { NEW_SINCE } from './Reading.css.ts';

/** How long after the last reply read its visit is written (and at once when the page hides). */
const WRITE_AFTER_MS = 1000;
const REPLY = 'article[data-ordinal]';

/** Whether enough of a reply has been on screen to count it as read. */
export const readEnough = (
  entry: Pick<
    IntersectionObserverEntry,
    'isIntersecting' | 'intersectionRatio' | 'intersectionRect'
  >,
  viewport: number,
) =>
  entry.isIntersecting &&
  (entry.intersectionRatio >= 0.6 || entry.intersectionRect.height >= viewport / 2);

export interface ReadingToolsProps {
  threadId: number;
  /** The thread's replies (top level, each with its own). */
  replies: readonly ThreadPost[];
  /** Replies in the thread. */
  total: number;
  /** Brings a reply into view and focuses it. */
  onShow: (postId: number) => void;
}

export default function ReadingTools({ threadId, replies, total, onShow }: ReadingToolsProps) {
  const owner = readingOwner(useSession().user?.id);
  const { position, newestId, fresh } = useLastVisit(threadId, replies);
  const record = useRecordReading();
  const loaded = position !== undefined;
  const newSinceId = fresh?.firstId;

  useEffect(() => {
    // Only once the last visit is read: this visit's first write would otherwise replace it.
    if (!loaded || typeof IntersectionObserver === 'undefined') return;
    // The page's main area, not the list: while the windowed list's code loads, the first replies
    // show as a plain list, which the windowed one replaces; a list watched then would be gone.
    const root = document.querySelector(REPLY)?.closest('main') ?? document.body;
    let furthest: { id: number; ordinal: number } | undefined;
    let timer = 0;
    const write = () => {
      window.clearTimeout(timer);
      timer = 0;
      void record(owner, { threadId, replyCount: total, newestId, read: furthest, at: Date.now() });
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!readEnough(entry, window.innerHeight)) continue;
          const reply = entry.target as HTMLElement;
          const ordinal = Number(reply.dataset.ordinal);
          const id = postIdFromHash(`#${reply.id}`);
          if (id === undefined || (furthest && furthest.ordinal >= ordinal)) continue;
          furthest = { id, ordinal };
          if (!timer) timer = window.setTimeout(write, WRITE_AFTER_MS);
        }
      },
      { threshold: [0, 0.25, 0.5, 0.6, 1] },
    );
    const take = (reply: Element) => {
      observer.observe(reply);
      if (newSinceId !== undefined && reply.id === postAnchor(newSinceId))
        reply.setAttribute(NEW_SINCE, t.newSinceVisit);
    };
    root.querySelectorAll(REPLY).forEach(take);
    // The windowed list renders replies as they scroll into reach: each is taken as it comes.
    const rendered = new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes)
          if (node instanceof Element)
            (node.matches(REPLY) ? [node] : node.querySelectorAll(REPLY)).forEach(take);
        for (const node of change.removedNodes)
          if (node instanceof Element)
            (node.matches(REPLY) ? [node] : node.querySelectorAll(REPLY)).forEach((reply) =>
              observer.unobserve(reply),
            );
      }
    });
    rendered.observe(root, { childList: true, subtree: true });
    // The visit itself: the replies seen and the newest, whatever is read.
    write();
    const onHidden = () => {
      if (document.visibilityState === 'hidden' && timer) write();
    };
    const onLeave = () => timer && write();
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onLeave);
    return () => {
      if (timer) write();
      observer.disconnect();
      rendered.disconnect();
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onLeave);
      document
        .querySelectorAll(`[${NEW_SINCE}]`)
        .forEach((reply) => reply.removeAttribute(NEW_SINCE));
    };
  }, [loaded, owner, threadId, total, newestId, newSinceId, record]);

  const { hash } = useLocation();
  const [dismissed, setDismissed] = useState(false);
  const resume = continueAt(position ?? undefined, total, postIdFromHash(hash) !== undefined);
  if (!resume || dismissed) return null;
  return (
    <div className={styles.continueBar} role="group" aria-label={t.continueLabel}>
      <Button
        size="small"
        onClick={() => {
          setDismissed(true);
          onShow(resume.id);
        }}
      >
        {t.continueReading(formatCount(resume.ordinal), formatCount(total))}
      </Button>
      <Button variant="ghost" size="small" onClick={() => setDismissed(true)}>
        {t.continueDismiss}
      </Button>
    </div>
  );
}
