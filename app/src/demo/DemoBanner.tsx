import { useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Inline, Text, useToast } from '@forum/forum-ui/design-system';
import { CHAOS_OFF_NOTE, CHAOS_ON_NOTE, demoChaosOn, setDemoChaos } from './demoChaos.ts';
import { resetDemo } from './startDemo.ts';
import * as styles from './DemoBanner.css.ts';

/** The setting changes only through this bar, which reads it when it mounts. */
const noChange = () => () => {};

/**
 * A small, always-visible note that the data is demo data, with a way back to the seed, and the
 * chaos switch: a fifth of the mock backend's calls fail at random (mocks/chaos.ts), to see how
 * the site copes with a failing backend.
 */
export default function DemoBanner() {
  const [resetting, setResetting] = useState(false);
  const queryClient = useQueryClient();
  const toast = useToast();
  // Storage is read in the browser only, never while rendering on a server (false there).
  const chaosOn = useSyncExternalStore(noChange, demoChaosOn, () => false);
  return (
    <aside className={styles.banner} aria-label="Demo mode">
      <Inline space="small" align="center">
        <Text size="small" as="span" weight="medium">
          Demo data
        </Text>
        <details className={styles.details}>
          <summary>Demo accounts</summary>
          <Text size="small" as="span">
            This site runs on a mock backend in your browser. Log in as user@example.com,
            moderator@example.com or admin@example.com with the password <code>password</code>.
          </Text>
        </details>
        <Checkbox
          label="Failing backend (1 call in 5 fails)"
          // The setting's home is the mock backend (kept in localStorage): read once, not mirrored.
          defaultChecked={chaosOn}
          onChange={(event) => {
            const on = event.currentTarget.checked;
            void setDemoChaos(on).then(() => {
              // Said in the toaster's polite live region: what the switch now does to the site.
              toast.info(on ? CHAOS_ON_NOTE : CHAOS_OFF_NOTE, { id: 'demo-chaos' });
              // Chaos stopped: what failed loads again at once, rather than at its next retry.
              if (!on)
                void queryClient.refetchQueries({
                  type: 'active',
                  predicate: (query) => query.state.status === 'error',
                });
            });
          }}
        />
        <Button
          size="small"
          variant="secondary"
          busy={resetting}
          busyLabel="Resetting..."
          onClick={() => {
            setResetting(true);
            void resetDemo();
          }}
        >
          Reset demo data
        </Button>
      </Inline>
    </aside>
  );
}
