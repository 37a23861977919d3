import { CategoryManagementScreen } from '@forum/forum-ui/features/staff';

/** /categories (admin): Category Management as its own page. */
export function Component() {
  return <CategoryManagementScreen headingLevel={1} />;
}
