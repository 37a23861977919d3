import { TeamIntroductionView } from '@forum/forum-ui/features/pages';
import { SITE_NAME } from '../config.ts';

export function Component() {
  return <TeamIntroductionView siteName={SITE_NAME} />;
}
