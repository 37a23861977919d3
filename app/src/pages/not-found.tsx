import { useLocation } from 'react-router-dom';
import { NotFoundView } from '@forum/forum-ui/features/pages';
import { SITE_NAME } from '../config.ts';

export function Component() {
  const { pathname } = useLocation();
  return (
    <>
      <title>{`Page not found | ${SITE_NAME}`}</title>
      <NotFoundView path={pathname} />
    </>
  );
}
