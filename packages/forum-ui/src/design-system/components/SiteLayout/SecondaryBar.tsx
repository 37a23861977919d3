import { ButtonLink } from '../Button/Button.tsx';
import { cx } from '../../utils/text/cx.ts';
import { SITE_PATHS } from './navigation.ts';
import * as styles from './SiteLayout.css.ts';

export interface SecondaryBarProps {
  /** 'Trending on {siteName}'. */
  trendingText: string;
  /** The Create Topic button's text. */
  createTopicLabel: string;
}

/** The bar under the navigation: 'Trending on …' and a Create Topic button to /ThreadForm. */
export function SecondaryBar({ trendingText, createTopicLabel }: SecondaryBarProps) {
  return (
    <div className={styles.secondaryBar}>
      <div className={cx(styles.container, styles.secondaryBarInner)}>
        <p className={styles.trending}>{trendingText}</p>
        <ButtonLink to={SITE_PATHS.createTopic} size="small">
          {createTopicLabel}
        </ButtonLink>
      </div>
    </div>
  );
}
