import { ContactFormsScreen } from '@forum/forum-ui/features/staff';

/** /admin/contact-forms (staff): contact form management, as in the profile's tab. */
export function Component() {
  return <ContactFormsScreen headingLevel={1} />;
}
