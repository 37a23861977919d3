import { Inline } from '../../primitives/Inline.tsx';
import { Text } from '../../primitives/Text.tsx';
import { sessionMessages as m, sessionText as t } from '../../messages/session.ts';
import { Button } from '../Button/Button.tsx';
import { root } from './SessionEndedNotice.css.ts';

export interface SessionEndedNoticeProps {
  /** How many actions wait for the login (the notice shows nothing at 0). */
  waiting: number;
  /** Log in: the app goes to /login and back to this page. */
  onLogin: () => void;
  /** Not now: what waits is dropped. */
  onDismiss: () => void;
}

/**
 * The one question asked when the session runs out in the middle of actions (a 401): log in
 * again, and what waits is sent once after it (@forum/api's resendAfterLogin). An alert, so a
 * screen reader hears it when it appears; it stays until the person answers.
 */
export function SessionEndedNotice({ waiting, onLogin, onDismiss }: SessionEndedNoticeProps) {
  if (waiting <= 0) return null;
  return (
    <div role="alert" className={root}>
      <Inline space="small" align="center">
        <Text size="small" as="span" weight="medium">
          {m.sessionEnded(waiting)}
        </Text>
        <Button size="small" variant="primary" onClick={onLogin}>
          {t.sessionEndedLogin}
        </Button>
        <Button size="small" variant="secondary" onClick={onDismiss}>
          {t.sessionEndedDismiss}
        </Button>
      </Inline>
    </div>
  );
}
