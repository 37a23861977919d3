import { useParams } from 'react-router-dom';
import { loadWindowedReplyList, ThreadScreen } from '@forum/forum-ui/features/thread';
import { ThreadMeta } from '../meta/ThreadMeta.tsx';

/** /threads/{id}, /threads/{slug} and /thread/{slug}: one thread with its replies. */
export function Component() {
  const { idOrSlug, slug } = useParams();
  const key = idOrSlug ?? slug ?? '';
  return (
    <>
      <ThreadMeta idOrSlug={key} />
      <ThreadScreen key={key} idOrSlug={key} />
    </>
  );
}

/**
 * What a thread saved for offline needs besides this module (offline/savePlan.ts): the code of
 * the windowed list, which a long thread loads after the page.
 */
export const warmOffline: () => Promise<unknown> = loadWindowedReplyList;
