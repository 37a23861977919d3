import { useId, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, useDismiss, Heading, Stack } from '@forum/forum-ui/design-system';
import { profileText as t } from '../messages.ts';
import { tabHref, type ProfileTabId } from '../../../connected/profileTabs.ts';
import * as styles from './UserProfile.css.ts';

export interface UserProfileViewProps {
  /** The tabs this person's role sees, in menu order. */
  tabs: readonly ProfileTabId[];
  /** The tab being shown (none for an unknown tab name). */
  current?: ProfileTabId;
  /** The tab's content. */
  children: ReactNode;
}

/**
 * The profile area's frame: a side menu of the tabs the role sees (links with the tab in the
 * URL, so each can be linked, reloaded and reached with Back), and the tab's content. On small
 * screens the menu folds into a disclosure button naming the current section.
 */
export function UserProfileView({ tabs, current, children }: UserProfileViewProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const titleId = useId();
  const sideRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useDismiss(open, sideRef, (reason) => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  });
  const currentLabel = current ? t.tabs[current] : t.title;

  return (
    <div className={styles.layout}>
      <div className={styles.side} ref={sideRef}>
        <nav aria-labelledby={titleId}>
          <Stack space="small">
            <Heading level={1} size={4} id={titleId}>
              {t.title}
            </Heading>
            <Button
              ref={buttonRef}
              variant="secondary"
              className={styles.menuButton}
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => setOpen((value) => !value)}
            >
              {t.menuButton(currentLabel)}
            </Button>
            <ul id={listId} className={styles.menu} data-open={open}>
              {tabs.map((tab) => (
                <li key={tab}>
                  <RouterLink
                    to={tabHref(tab)}
                    className={styles.menuLink}
                    aria-current={tab === current ? 'page' : undefined}
                    onClick={() => setOpen(false)}
                  >
                    {t.tabs[tab]}
                  </RouterLink>
                </li>
              ))}
            </ul>
          </Stack>
        </nav>
      </div>
      <section className={styles.content} aria-label={currentLabel}>
        {children}
      </section>
    </div>
  );
}
