import { Link } from 'react-router-dom';
import { type LinkComponentProps } from '@forum/forum-ui/design-system';

/**
 * The design system's link component for this app: React Router's Link (a click changes the
 * page without a reload). The app and the stories give it to LinkProvider.
 */
export function RouterLink({ href, ...props }: LinkComponentProps) {
  return <Link to={href} {...props} />;
}
