/**
 * The profile area's staff tabs, each its own chunk, loaded when the tab is first opened. The
 * profile feature reaches them here, through the staff entry, never by a path into staff's folders.
 */
import { lazy } from 'react';

/** By `?tab=` name (docs/spec/staff-area.md section 2). */
export const staffTabScreens = {
  moderation: lazy(() =>
    import('./Moderation/ModerationScreen.tsx').then((m) => ({ default: m.ModerationScreen })),
  ),
  approvals: lazy(() =>
    import('./Approvals/ApprovalsScreen.tsx').then((m) => ({ default: m.ApprovalsScreen })),
  ),
  contact_forms: lazy(() =>
    import('./ContactForms/ContactFormsScreen.tsx').then((m) => ({
      default: m.ContactFormsScreen,
    })),
  ),
  users: lazy(() =>
    import('./UserManagement/UserManagementScreen.tsx').then((m) => ({
      default: m.UserManagementScreen,
    })),
  ),
  categories: lazy(() =>
    import('./CategoryManagement/CategoryManagementScreen.tsx').then((m) => ({
      default: m.CategoryManagementScreen,
    })),
  ),
  meta_tags: lazy(() =>
    import('./MetaTags/MetaTagsScreen.tsx').then((m) => ({ default: m.MetaTagsScreen })),
  ),
  system: lazy(() =>
    import('./System/SystemScreen.tsx').then((m) => ({ default: m.SystemScreen })),
  ),
};
