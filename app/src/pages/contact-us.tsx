import { ContactScreen } from '@forum/forum-ui/features/pages';

/** /ContactUs: the contact form with the other ways to reach the team beside it. */
export function Component() {
  return <ContactScreen variant="page" />;
}
