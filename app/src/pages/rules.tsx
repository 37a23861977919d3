import { RulesView } from '@forum/forum-ui/features/pages';
import { SITE_NAME } from '../config.ts';

export function Component() {
  return <RulesView siteName={SITE_NAME} />;
}
