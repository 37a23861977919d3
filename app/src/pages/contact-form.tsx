import { ContactScreen } from '@forum/forum-ui/features/pages';

/** /ContactForm: the contact form alone (the same message and draft as /ContactUs). */
export function Component() {
  return <ContactScreen variant="form" />;
}
