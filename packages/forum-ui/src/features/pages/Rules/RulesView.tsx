import type { MouseEvent } from 'react';
import { Card, Link, link, Heading, Inline, Stack, Text } from '@forum/forum-ui/design-system';
import {
  FORUM_RULES,
  RULES_LAST_EDITED,
  rulesText as t,
  type ForumRuleSection,
} from './rulesText.ts';
import { PAGE_LINKS } from '../messages.ts';
import * as styles from './Rules.css.ts';

export interface RulesViewProps {
  /** The site's name, as the app sets it. */
  siteName: string;
  /** The rules, grouped in sections (default: the spec's list). */
  sections?: readonly ForumRuleSection[];
}

/** The number of the first rule of each section: rules are numbered straight through. */
function firstNumbers(sections: readonly ForumRuleSection[]): number[] {
  let next = 1;
  return sections.map((section) => {
    const first = next;
    next += section.rules.length;
    return first;
  });
}

/**
 * Follows a contents link inside the page: the section is scrolled into view and its heading
 * takes focus, so keyboard and screen-reader users land where the view went. Done by hand, not
 * by the browser's fragment navigation, which a client-side router (or an embedding frame)
 * does not reliably leave alone; the link keeps its #fragment for copying.
 */
function goToSection(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const heading = document.getElementById(`${id}-title`);
  if (!heading || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  heading.scrollIntoView({ block: 'start' });
  heading.focus({ preventScroll: true });
}

/**
 * /Rules: the forum rules as a document. A contents list leads to each section; the rules are
 * one numbered sequence across the sections.
 */
export function RulesView({ siteName, sections = FORUM_RULES }: RulesViewProps) {
  const starts = firstNumbers(sections);
  return (
    <Stack as="article" space="xlarge" maxWidth="medium" aria-labelledby="rules-title">
      <Stack as="header" space="small">
        <Heading level={1} id="rules-title">
          {t.title}
        </Heading>
        <Text tone="muted" size="small">
          {t.lastEditedPrefix} <time dateTime={RULES_LAST_EDITED}>{t.lastEditedDate}</time>
        </Text>
        <Text>{t.intro(siteName)}</Text>
      </Stack>

      <nav aria-labelledby="rules-contents" className={styles.contents}>
        <Stack space="small">
          <Heading level={2} size={4} id="rules-contents">
            {t.contents}
          </Heading>
          <ol className={styles.contentsList}>
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className={link({ underline: 'hover' })}
                  onClick={(event) => goToSection(event, section.id)}
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </Stack>
      </nav>

      {sections.map((section, index) => (
        <Stack
          as="section"
          key={section.id}
          id={section.id}
          space="medium"
          className={styles.section}
          aria-labelledby={`${section.id}-title`}
        >
          <Heading
            level={2}
            id={`${section.id}-title`}
            tabIndex={-1}
            className={styles.sectionTitle}
          >
            {section.title}
          </Heading>
          <ol className={styles.ruleList} start={starts[index]}>
            {section.rules.map((item) => (
              <li key={item.rule} className={styles.rule}>
                <Text weight="strong">{item.rule}</Text>
                <Text tone="muted">{item.detail}</Text>
              </li>
            ))}
          </ol>
        </Stack>
      ))}

      <Card as="section" title={t.questionsTitle} headingLevel={2}>
        <Stack space="small">
          <Text>{t.questionsBody}</Text>
          <Inline space="large">
            <Link to={PAGE_LINKS.contact}>{t.contactLink}</Link>
            <Link to={PAGE_LINKS.team}>{t.teamLink}</Link>
          </Inline>
        </Stack>
      </Card>
    </Stack>
  );
}
