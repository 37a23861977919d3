import { HomeScreen } from '@forum/forum-ui/features/browse';
import { SITE_NAME } from '../config.ts';

/** Home: featured, latest and popular lists, the Advertisements block, new topics and trending. */
export function Component() {
  return <HomeScreen title={SITE_NAME} />;
}
