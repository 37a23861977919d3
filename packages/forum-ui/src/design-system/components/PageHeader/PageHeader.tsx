import type { ReactNode } from 'react';
import { Heading } from '../../primitives/Heading.tsx';
import { Text } from '../../primitives/Text.tsx';
import { cx } from '../../utils/text/cx.ts';
import { Facts } from '../Facts/Facts.tsx';
import * as styles from './PageHeader.css.ts';

export interface PageHeaderProps {
  /** The page's title: its one h1. */
  title: ReactNode;
  /** A sentence under the title. */
  description?: ReactNode;
  /** Short facts under the description ('59 threads', '2.3K posts'), shown separated by dots. */
  meta?: readonly ReactNode[];
  /** The page's main actions (New Thread), with an optional note under them. */
  actions?: ReactNode;
  /** A rule under the header, when a list follows directly. */
  divided?: boolean;
  /** Extra class for the header, for its place in a layout. */
  className?: string;
}

/**
 * The top of a page: its h1 title, a description, a line of facts and the page's main actions.
 * The actions sit at the end of the title on wide screens and wrap under it, at the start, on
 * phones.
 */
export function PageHeader({
  title,
  description,
  meta,
  actions,
  divided = false,
  className,
}: PageHeaderProps) {
  return (
    <header className={cx(styles.root, divided && styles.divided, className)}>
      <div className={styles.text}>
        <Heading level={1}>{title}</Heading>
        {description && <Text tone="muted">{description}</Text>}
        {meta && <Facts items={meta} />}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
