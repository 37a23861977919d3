import { Card, Link, Heading, Stack, Text } from '@forum/forum-ui/design-system';
import { browseAds as ads, browseText as t, browseTitles } from '../messages.ts';
import type { HomeList } from '@forum/api';
import { HOME_LISTS, type HomeListConfig } from './homeLists.ts';
import { HomeSection, type HomeListState } from './HomeSection.tsx';
import * as styles from './Home.css.ts';

export interface HomeViewProps {
  /** The page's heading: the site's name. */
  title: string;
  /** The three requests' states; lists with the same source show the same threads. */
  lists: Readonly<Record<HomeList, HomeListState>>;
}

/** The sidebar's Advertisements block: the community's own house ads. */
function Advertisements() {
  return (
    <Card as="section" title={browseTitles.advertisements} headingLevel={2}>
      <Stack space="medium">
        <div className={styles.ad}>
          <p className={styles.adLabel}>{ads.label}</p>
          <Heading level={3} size={4}>
            {ads.shoutboxTitle}
          </Heading>
          <Text size="small">{ads.shoutboxText}</Text>
          <Link to="/Shoutbox">{ads.shoutboxAction}</Link>
        </div>
        <div className={styles.ad}>
          <p className={styles.adLabel}>{ads.label}</p>
          <Heading level={3} size={4}>
            {ads.topicTitle}
          </Heading>
          <Text size="small">{ads.topicText}</Text>
          <Link to="/ThreadForm">{ads.topicAction}</Link>
        </div>
      </Stack>
    </Card>
  );
}

/**
 * The home page: Featured Articles, Latest News and Popular Discussions in the main column; the
 * Advertisements block, New Topics and Trending Content in the sidebar (after the main column on
 * small screens). Each list is a named region with its own Load More.
 */
export function HomeView({ title, lists }: HomeViewProps) {
  const section = (list: HomeListConfig) => (
    <HomeSection key={list.id} list={list} {...lists[list.source]} />
  );
  return (
    <Stack space="xlarge">
      <Stack space="xsmall">
        <Heading level={1}>{title}</Heading>
        <Text tone="muted">{t.homeIntro}</Text>
      </Stack>
      <div className={styles.layout}>
        <div className={styles.column}>
          {HOME_LISTS.filter((list) => list.placement === 'main').map(section)}
        </div>
        <div className={styles.column}>
          <Advertisements />
          {HOME_LISTS.filter((list) => list.placement === 'sidebar').map(section)}
        </div>
      </div>
    </Stack>
  );
}
