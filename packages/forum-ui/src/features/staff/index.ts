// ── staff screens other features show, each its own chunk ──
export { staffTabScreens } from './tabScreens.ts';
export { LazyModerateDialogScreen } from './UserManagement/lazyModerateDialog.ts';
// ── staff: moderation ──
export { moderationMessages, moderationText } from './Moderation/messages.ts';
export { ModerationScreen } from './Moderation/ModerationScreen.tsx';
export {
  ModerationView,
  type ModerationViewProps,
  type ModerationBusy,
} from './Moderation/ModerationView.tsx';
export { ReportCard, type ReportCardProps } from './Moderation/ReportCard.tsx';
export {
  DeleteContentDialog,
  type DeleteContentDialogProps,
} from './Moderation/DeleteContentDialog.tsx';
// ── staff: approvals ──
export { approvalsMessages, approvalsText } from './Approvals/messages.ts';
export { ApprovalsScreen } from './Approvals/ApprovalsScreen.tsx';
export {
  ApprovalsView,
  type ApprovalQueue,
  type ApprovalsViewProps,
  type QueueName,
} from './Approvals/ApprovalsView.tsx';
export {
  ApprovalCard,
  type ApprovalAction,
  type ApprovalCardProps,
} from './Approvals/ApprovalCard.tsx';
export {
  FeedbackDialog,
  type FeedbackDialogProps,
  type FeedbackMode,
} from './Approvals/FeedbackDialog.tsx';
// ── staff: category management ──
export {
  categoryManagementMessages,
  categoryManagementText,
} from './CategoryManagement/messages.ts';
export {
  CategoryManagementScreen,
  type CategoryManagementScreenProps,
} from './CategoryManagement/CategoryManagementScreen.tsx';
export {
  CategoryManagementView,
  type CategoryActionsPending,
  type CategoryManagementViewProps,
  type PendingCategoriesProps,
} from './CategoryManagement/CategoryManagementView.tsx';
export {
  CategoryFormDialog,
  type CategoryFormDialogProps,
} from './CategoryManagement/CategoryFormDialog.tsx';
export { slugify } from './CategoryManagement/slug.ts';
// ── staff: contact forms ──
export { contactFormsMessages, contactFormsText } from './ContactForms/messages.ts';
export {
  ContactFormsScreen,
  type ContactFormsScreenProps,
} from './ContactForms/ContactFormsScreen.tsx';
export {
  ContactFormsView,
  type ContactDialog,
  type ContactFormsViewProps,
  type ContactStatKey,
} from './ContactForms/ContactFormsView.tsx';
// ── staff: meta tags ──
export { metaTagsMessages, metaTagsText } from './MetaTags/messages.ts';
export { MetaTagsScreen, type MetaTagsScreenProps } from './MetaTags/MetaTagsScreen.tsx';
export {
  MetaTagsView,
  type MetaTagsPending,
  type MetaTagsViewProps,
} from './MetaTags/MetaTagsView.tsx';
export { MetaTagDialog, type MetaTagDialogProps } from './MetaTags/MetaTagDialog.tsx';
// ── staff: system ──
export { systemMessages, systemText } from './System/messages.ts';
export { SystemScreen, type SystemScreenProps } from './System/SystemScreen.tsx';
export { SystemView, type SystemViewProps } from './System/SystemView.tsx';
export {
  formatBytes,
  formatUptime,
  sectionState,
  staleAfter,
  SYSTEM_REFRESH_MS,
  SYSTEM_STALE_MS,
  type SectionState,
  type Staleness,
} from './System/system.ts';
// ── staff: user management ──
export { userManagementText } from './UserManagement/messages.ts';
export { UserManagementScreen } from './UserManagement/UserManagementScreen.tsx';
export {
  UserCard,
  UserManagementView,
  type PendingConfirmation,
  type UserActionInFlight,
  type UserManagementViewProps,
} from './UserManagement/UserManagementView.tsx';
export {
  ManageUserDialog,
  ModerateUserDialog,
  type ManageUserDialogProps,
  type ModerateUserDialogProps,
  type WarningsState,
} from './UserManagement/UserDialogs.tsx';
