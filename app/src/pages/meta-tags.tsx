import { MetaTagsScreen } from '@forum/forum-ui/features/staff';

/** /admin/meta-tags (admin): meta tag management, as in the profile's tab. */
export function Component() {
  return <MetaTagsScreen headingLevel={1} />;
}
