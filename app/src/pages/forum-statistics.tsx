import { ForumStatisticsScreen } from '@forum/forum-ui/features/pages';
import { SITE_NAME } from '../config.ts';

export function Component() {
  return <ForumStatisticsScreen siteName={SITE_NAME} />;
}
