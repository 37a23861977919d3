import { shoutboxText as t } from './shoutboxText.ts';
import type { Random, Shout } from './shoutbox.ts';
import { useShoutbox } from './useShoutbox.ts';
import { useHydrated } from '@forum/forum-ui/design-system';
import { useApiForm } from '../../../connected/apiForm.ts';
import { SHOUT_DEFAULTS, ShoutboxView } from './ShoutboxView.tsx';

export interface ShoutboxScreenProps {
  /** How often a demo message may arrive (default 30 s). Stories use a few milliseconds. */
  intervalMs?: number;
  /** The chance it does (default 0.3). */
  probability?: number;
  /** Default Math.random. */
  random?: Random;
  /** Default Date.now. */
  now?: () => number;
}

const NO_SHOUTS: readonly Shout[] = [];

/**
 * /Shoutbox: the local demo. Nothing is fetched, stored or sent: the messages live in this
 * page's memory and are gone on reload, as is anything typed.
 */
export function ShoutboxScreen(props: ShoutboxScreenProps) {
  const { shouts, now, send } = useShoutbox({ author: t.you, ...props });
  // On the form layer like every form, but with no draft: nothing of the shoutbox persists.
  const form = useApiForm({
    defaultValues: SHOUT_DEFAULTS,
    // A blank message is simply not sent (the Send button says so by being disabled).
    submit: (values) => Promise.resolve(send(values.text)),
  });
  // The messages are made in this page's memory, timed from the moment it opened: a page
  // rendered on a server shows the box without them, and they arrive right after hydration.
  const hydrated = useHydrated();
  return <ShoutboxView shouts={hydrated ? shouts : NO_SHOUTS} now={now} form={form} />;
}
