import { Focusable } from '@ariakit/react';
import { useEffect, useRef } from 'react';
import {
  Avatar,
  HintedButton,
  formText,
  Heading,
  Inline,
  Stack,
  Text,
  toDateTimeAttribute,
  formatRelative,
  cx,
  type ForumAppForm,
} from '@forum/forum-ui/design-system';
import { shoutboxText as t } from './shoutboxText.ts';
import * as styles from './Shoutbox.css.ts';
import { SHOUT_MAX_LENGTH, type Shout } from './shoutbox.ts';

/** The message field of the shoutbox's form. */
export const SHOUT_DEFAULTS = { text: '' };
export type ShoutValues = typeof SHOUT_DEFAULTS;

export interface ShoutboxViewProps {
  shouts: readonly Shout[];
  /** The time the messages' ages are shown against ('2 minutes ago'). */
  now: number;
  /** The message field, from the form layer: Enter in the field, or Send, submits. */
  form: ForumAppForm<ShoutValues>;
}

/**
 * /Shoutbox: a local demo chat (spec). The messages sit in a log, a polite live region, so each
 * new one is read out without interrupting; the box scrolls to the newest. Enter sends.
 */
export function ShoutboxView({ shouts, now, form }: ShoutboxViewProps) {
  const logRef = useRef<HTMLDivElement>(null);
  const newest = shouts.at(-1)?.id;
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [newest]);

  return (
    <Stack as="section" space="large" maxWidth="medium" aria-labelledby="shoutbox-title">
      <Stack space="small">
        <Heading level={1} id="shoutbox-title">
          {t.title}
        </Heading>
        <Text>{t.intro}</Text>
        <Text size="small" tone="muted">
          {t.demoNotice}
        </Text>
      </Stack>

      {/* Focusable (Ariakit puts it in the tab order), so the messages scroll by keyboard. */}
      <Focusable
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={t.messagesLabel}
        className={styles.log}
      >
        {shouts.length === 0 ? (
          <Text tone="muted">{t.empty}</Text>
        ) : (
          <ol className={styles.list}>
            {shouts.map((shout) => (
              <li key={shout.id} className={cx(styles.shout, shout.own && styles.own)}>
                <Avatar name={shout.author} colorKey={shout.author} size="small" decorative />
                <div>
                  <Inline space="small" alignY="baseline">
                    <Text as="span" weight="strong">
                      {shout.author}
                    </Text>
                    <Text as="span" size="small" tone="muted">
                      <time dateTime={toDateTimeAttribute(shout.at)}>
                        {formatRelative(shout.at, now)}
                      </time>
                    </Text>
                  </Inline>
                  <Text>{shout.text}</Text>
                </div>
              </li>
            ))}
          </ol>
        )}
      </Focusable>

      <form.AppForm>
        <form.Form label={t.title}>
          <div className={styles.composer}>
            <form.AppField name="text">
              {(field) => (
                <field.TextField
                  label={t.message}
                  autoComplete="off"
                  placeholder={t.placeholder}
                  limit={SHOUT_MAX_LENGTH}
                />
              )}
            </form.AppField>
            <form.Subscribe selector={(state) => state.values.text.trim() === ''}>
              {(blank) => (
                <HintedButton
                  type="submit"
                  variant="primary"
                  disabledHint={blank ? formText.requiredToSubmit(t.message) : undefined}
                >
                  {t.send}
                </HintedButton>
              )}
            </form.Subscribe>
          </div>
        </form.Form>
      </form.AppForm>
    </Stack>
  );
}
