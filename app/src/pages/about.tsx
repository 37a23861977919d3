import { useSession } from '@forum/api';
import { AboutView } from '@forum/forum-ui/features/pages';
import { SITE_NAME } from '../config.ts';

export function Component() {
  const { isAuthenticated } = useSession();
  return <AboutView siteName={SITE_NAME} signedIn={isAuthenticated} />;
}
