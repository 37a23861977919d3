import { useState } from 'react';
import { Button, Inline, Text } from '@forum/forum-ui';
import { resetDemo } from './startDemo.ts';
import * as styles from './DemoBanner.css.ts';

/** A small, always-visible note that the data is demo data, with a way back to the seed. */
export default function DemoBanner() {
  const [resetting, setResetting] = useState(false);
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
