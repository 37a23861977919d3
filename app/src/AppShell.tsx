import { Outlet, Link } from 'react-router-dom';
import { Box, Button, Inline, Text, useTheme } from '@forum/forum-ui';
import { SITE_NAME } from './config.ts';
import * as styles from './AppShell.css.ts';

/** The frame of every page: skip link, header, main content, footer. */
export function AppShell() {
  const { theme, toggle } = useTheme();
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <Inline space="medium" align="spaceBetween" wrap={false}>
          <Link to="/" className={styles.logo}>
            {SITE_NAME}
          </Link>
          <Button variant="secondary" size="small" onClick={toggle} aria-pressed={theme === 'dark'}>
            Dark theme
          </Button>
        </Inline>
      </header>
      <Box as="main" id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </Box>
      <footer className={styles.footer}>
        <Text size="small" tone="muted" align="center">
          {SITE_NAME} does not host any files on its servers. All shared links and files are the
          responsibility of the users who post them.
        </Text>
      </footer>
    </div>
  );
}
