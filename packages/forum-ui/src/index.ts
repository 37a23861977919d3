export { vars } from './theme/theme.css.ts';
export * from './theme/tokens.ts';
export {
  ThemeProvider,
  useTheme,
  type ThemeName,
  type ThemePreference,
} from './theme/ThemeProvider.tsx';
export { toThemePreference } from './theme/preference.ts';
export { sprinkles, type Sprinkles } from './css/sprinkles.css.ts';
export { Box, type BoxProps } from './primitives/Box.tsx';
export { Stack, type StackProps } from './primitives/Stack.tsx';
export { Inline, type InlineProps } from './primitives/Inline.tsx';
export { Text, type TextProps } from './primitives/Text.tsx';
export { Heading, type HeadingProps } from './primitives/Heading.tsx';
export { VisuallyHidden, type VisuallyHiddenProps } from './primitives/VisuallyHidden.tsx';
export {
  Button,
  ButtonLink,
  type ButtonProps,
  type ButtonLinkProps,
} from './components/Button/Button.tsx';
export { NotFoundView, type NotFoundViewProps } from './screens/pages/NotFound/NotFoundView.tsx';
export { RulesView, type RulesViewProps } from './screens/pages/Rules/RulesView.tsx';
export { AboutView, type AboutViewProps } from './screens/pages/About/AboutView.tsx';
export {
  TeamIntroductionView,
  type TeamIntroductionViewProps,
} from './screens/pages/TeamIntroduction/TeamIntroductionView.tsx';
export {
  ShoutboxScreen,
  type ShoutboxScreenProps,
} from './screens/pages/Shoutbox/ShoutboxScreen.tsx';
export { ShoutboxView, type ShoutboxViewProps } from './screens/pages/Shoutbox/ShoutboxView.tsx';
export {
  ForumStatisticsScreen,
  type ForumStatisticsScreenProps,
} from './screens/pages/ForumStatistics/ForumStatisticsScreen.tsx';
export {
  ForumStatisticsView,
  type ForumStatisticsViewProps,
} from './screens/pages/ForumStatistics/ForumStatisticsView.tsx';
export {
  statisticsState,
  type StatisticsState,
  type StatisticsOverview,
} from './screens/pages/ForumStatistics/statistics.ts';
export { ContactScreen, type ContactScreenProps } from './screens/pages/Contact/ContactScreen.tsx';
export {
  ContactView,
  type ContactViewProps,
  type ContactVariant,
} from './screens/pages/Contact/ContactView.tsx';
export {
  CONTACT_DEFAULTS,
  CONTACT_DRAFT,
  validateContact,
  contactBody,
  type ContactValues,
  type ContactField,
} from './screens/pages/Contact/contactForm.ts';
export {
  CONTACT_EMAIL,
  FORUM_RULES,
  RULES_LAST_EDITED,
  type ForumRule,
  type ForumRuleSection,
} from './messages/pages.ts';
export {
  Pager,
  type PagerProps,
  type PagerVariant,
  type PagerCount,
} from './components/Pager/Pager.tsx';
export {
  ELLIPSIS,
  clampPage,
  normaliseLastPage,
  pageWindow,
  pageWindowWithEdges,
  slicePage,
  totalPages,
  type PageListItem,
} from './utils/pagination.ts';
export {
  MISSING_COUNT,
  formatCompactCount,
  formatCount,
  formatCountOrDash,
} from './utils/numbers.ts';
export {
  DEFAULT_LOCALE,
  formatDate,
  formatDateTime,
  parseDate,
  toDateTimeAttribute,
  type DateInput,
  type DateFormatOptions,
} from './utils/dates.ts';
export { formatRelative, type RelativeFormatOptions } from './utils/relativeTime.ts';
export { LocalTime, type LocalTimeProps } from './components/LocalTime/LocalTime.tsx';
export { Badge, type BadgeProps, type BadgeTone } from './components/Badge/Badge.tsx';
export { LetterBadge, type LetterBadgeProps } from './components/LetterBadge/LetterBadge.tsx';
export {
  letterFor,
  paletteIndex,
  PALETTE_SIZE,
} from './components/LetterBadge/LetterBadge.utils.ts';
export {
  ThreadList,
  ThreadListPlaceholder,
  type ThreadListPlaceholderProps,
  focusThreadLink,
  DEFAULT_THREAD_LIST_LABELS,
  type ThreadListProps,
  type ThreadListItem,
  type ThreadListMeta,
  type ThreadListLabels,
} from './components/ThreadList/ThreadList.tsx';
export { threadPath, userPath, LIST_PATHS, type ThreadAddress } from './utils/paths.ts';
// ── browsing: home and the paged list pages ──
export { HomeScreen, type HomeScreenProps } from './screens/browse/Home/HomeScreen.tsx';
export { HomeView, type HomeViewProps } from './screens/browse/Home/HomeView.tsx';
export { HomeSection, type HomeListState } from './screens/browse/Home/HomeSection.tsx';
export {
  HOME_LISTS,
  LOAD_MORE_STEP,
  type HomeListConfig,
  type HomeListId,
} from './screens/browse/Home/homeLists.ts';
export {
  PagedListScreen,
  type PagedListScreenProps,
} from './screens/browse/PagedList/PagedListScreen.tsx';
export {
  PagedListView,
  type PagedListViewProps,
} from './screens/browse/PagedList/PagedListView.tsx';
export {
  PAGED_LISTS,
  TOPIC_CATEGORIES,
  fetchParams,
  categoryForTopic,
  type PagedList,
  type PagedListId,
  type ForumTopic,
} from './screens/browse/PagedList/pagedLists.ts';
export {
  browseAds,
  browseIntros,
  browseMessages,
  browseText,
  browseTitles,
  browseTopics,
} from './messages/browse.ts';
export { Avatar, type AvatarProps } from './components/Avatar/Avatar.tsx';
export { initials, avatarColorIndex } from './components/Avatar/Avatar.utils.ts';
export { RoleBadge, type RoleBadgeProps } from './components/RoleBadge/RoleBadge.tsx';
export { toRole, ROLE_LABELS, type Role } from './components/RoleBadge/RoleBadge.utils.ts';
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner.tsx';
export {
  LoadingOverlay,
  type LoadingOverlayProps,
} from './components/LoadingOverlay/LoadingOverlay.tsx';
export { Skeleton, type SkeletonProps } from './components/Skeleton/Skeleton.tsx';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState.tsx';
export { ErrorState, type ErrorStateProps } from './components/ErrorState/ErrorState.tsx';
export {
  SessionEndedNotice,
  type SessionEndedNoticeProps,
} from './components/SessionEndedNotice/SessionEndedNotice.tsx';
export { Card, type CardProps } from './components/Card/Card.tsx';
export { PageSection, type PageSectionProps } from './components/PageSection/PageSection.tsx';
export { CardGrid, type CardGridProps } from './components/CardGrid/CardGrid.tsx';
export { StatCard, type StatCardProps, type StatTrend } from './components/StatCard/StatCard.tsx';
export {
  formatStat,
  isMissingStat,
  MISSING_STAT,
  type StatValue,
} from './components/StatCard/StatCard.utils.ts';
export { Table, type TableProps, type TableColumn } from './components/Table/Table.tsx';
export {
  FormField,
  useFormField,
  type FormFieldProps,
  type FormFieldOptions,
  type FormFieldControlProps,
  type FormFieldState,
} from './components/FormField/FormField.tsx';
export {
  TextField,
  type TextFieldProps,
  type TextFieldType,
} from './components/TextField/TextField.tsx';
export { TextArea, type TextAreaProps } from './components/TextArea/TextArea.tsx';
export {
  PasswordField,
  type PasswordFieldProps,
} from './components/PasswordField/PasswordField.tsx';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox.tsx';
export { Select, type SelectProps, type SelectOption } from './components/Select/Select.tsx';
export { IconButton, type IconButtonProps } from './components/IconButton/IconButton.tsx';
export { Link, type LinkProps } from './components/Link/Link.tsx';
export { getLinkKind, isExternalUrl, type LinkKind } from './components/Link/linkKind.ts';
export {
  Dialog,
  DialogTrigger,
  DialogClose,
  DialogProvider,
  type DialogProps,
  type DialogProviderProps,
  type DialogTriggerProps,
  type DialogSize,
} from './components/Dialog/Dialog.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './components/Dialog/ConfirmDialog.tsx';
export {
  ReasonDialog,
  type ReasonDialogProps,
  type ReasonValues,
} from './components/ReasonDialog/ReasonDialog.tsx';
export { LoadingCards, type LoadingCardsProps } from './components/LoadingCards/LoadingCards.tsx';
export {
  RecordUnavailable,
  type RecordUnavailableProps,
} from './components/RecordUnavailable/RecordUnavailable.tsx';
export {
  ActionList,
  ITEM_ACTIONS,
  type ActionListProps,
} from './components/ActionList/ActionList.tsx';
export {
  DisclosureNav,
  type DisclosureNavProps,
  type DisclosureNavItem,
  type DisclosureNavLink,
} from './components/DisclosureNav/DisclosureNav.tsx';
export { moveIndex } from './components/DisclosureNav/DisclosureNav.utils.ts';
export {
  Menu,
  MenuItem,
  MenuLinkItem,
  MenuSeparator,
  type MenuProps,
  type MenuItemProps,
  type MenuLinkItemProps,
  type MenuButtonVariant,
} from './components/Menu/Menu.tsx';
export { Tabs, type TabsProps, type TabItem } from './components/Tabs/Tabs.tsx';
export {
  ToastProvider,
  useToast,
  TOAST_DURATION,
  TOAST_HOTKEY,
  type ToastApi,
  type ToastOptions,
  type ToastTone,
  type ToastProviderProps,
} from './components/Toast/Toast.tsx';
export { toastFieldErrors, type FieldErrorMap } from './utils/fieldErrors.ts';
export { useQueryFailureToasts } from './hooks/useQueryFailureToasts.ts';
export { Tooltip, type TooltipProps } from './components/Tooltip/Tooltip.tsx';
export {
  SiteLayout,
  MAIN_CONTENT_ID,
  type SiteLayoutProps,
} from './components/SiteLayout/SiteLayout.tsx';
export { SiteHeader, type SiteHeaderProps } from './components/SiteLayout/SiteHeader.tsx';
export { SiteFooter, type SiteFooterProps } from './components/SiteLayout/SiteFooter.tsx';
export {
  HeaderSearch,
  type HeaderSearchProps,
  type SuggestingFieldProps,
} from './components/SiteLayout/HeaderSearch.tsx';
export type { SiteUser } from './components/SiteLayout/AccountBar.tsx';
export {
  NotificationBell,
  type NotificationBellProps,
} from './components/SiteLayout/NotificationBell.tsx';
export {
  DEFAULT_SITE_LAYOUT_LABELS,
  type SiteLayoutLabels,
} from './components/SiteLayout/labels.ts';
export {
  MAIN_NAVIGATION,
  FOOTER_LINKS,
  SITE_PATHS,
  normalisePath,
  isCurrentPath,
  sectionForPath,
  type NavSection,
  type NavLinkItem,
} from './components/SiteLayout/navigation.ts';
export { SignUpScreen, SIGN_UP_DRAFT } from './screens/accounts/SignUp/SignUpScreen.tsx';
export { SignUpView, type SignUpViewProps } from './screens/accounts/SignUp/SignUpView.tsx';
export {
  RegistrationSuccessView,
  type RegistrationSuccessViewProps,
} from './screens/accounts/SignUp/RegistrationSuccessView.tsx';
export { DemoMailbox, type DemoMailboxProps } from './screens/accounts/SignUp/DemoMailbox.tsx';
export { LoginScreen, LOGIN_DRAFT } from './screens/accounts/Login/LoginScreen.tsx';
export { LoginView, type LoginViewProps } from './screens/accounts/Login/LoginView.tsx';
export {
  ForgotPasswordScreen,
  FORGOT_PASSWORD_DRAFT,
  type ForgotPasswordScreenProps,
} from './screens/accounts/ForgotPassword/ForgotPasswordScreen.tsx';
export {
  ForgotPasswordView,
  type ForgotPasswordViewProps,
} from './screens/accounts/ForgotPassword/ForgotPasswordView.tsx';
export {
  VerifyEmailScreen,
  VERIFY_REDIRECT_DELAY,
  type VerifyEmailScreenProps,
} from './screens/accounts/VerifyEmail/VerifyEmailScreen.tsx';
export {
  VerifyEmailView,
  type VerifyEmailViewProps,
  type VerifyEmailStatus,
} from './screens/accounts/VerifyEmail/VerifyEmailView.tsx';
export {
  ResendVerificationScreen,
  RESEND_DRAFT,
} from './screens/accounts/ResendVerification/ResendVerificationScreen.tsx';
export {
  ResendVerificationView,
  type ResendVerificationViewProps,
  type ResendResult,
} from './screens/accounts/ResendVerification/ResendVerificationView.tsx';
// ── the form layer ──
export { useForumAppForm, withForm, type ForumAppForm } from './components/AppForm/appForm.ts';
export { SubmitButton, type SubmitButtonProps } from './components/AppForm/SubmitButton.tsx';
export { BoundSelect } from './components/AppForm/BoundSelect.tsx';
export { BoundCheckbox } from './components/AppForm/BoundCheckbox.tsx';
export {
  createForumFormHook,
  useDraftSavedAt,
  type ForumFormLayer,
  type ForumFormOptions,
  type FieldName,
} from './forms/appForm.tsx';
export { submitForm, useSubmitting, type LayerFormProps } from './forms/formComponents.tsx';
export {
  failureMessage,
  formFailure,
  placeFieldErrors,
  invalidFields,
  type FormErrors,
  type FormFailure,
  type FailureRules,
  type FailedCall,
} from './forms/failure.ts';
export {
  clearFormDrafts,
  readDraft,
  writeDraft,
  removeDraft,
  hasDraft,
  isSecretField,
  draftStorage,
  DRAFT_PREFIX,
  type DraftStorage,
  type FormValues,
} from './forms/drafts.ts';
export { useDismiss, type DismissReason } from './hooks/useDismiss.ts';
export { usePageParam, type PageChangeOptions } from './hooks/usePageParam.ts';
export { pageFromSearch, withPage, searchString } from './utils/searchParams.ts';
export { returnPathFrom } from './utils/returnPath.ts';
export { accountMessages, accountText } from './messages/accounts.ts';
export { sessionMessages, sessionText } from './messages/session.ts';
export {
  validateSignUp,
  registrationBody,
  signUpServerFields,
  SIGN_UP_DEFAULTS,
  type SignUpField,
  type SignUpValues,
} from './screens/accounts/SignUp/signUpForm.ts';
export {
  validateLogin,
  loginBody,
  LOGIN_DEFAULTS,
  type LoginField,
  type LoginValues,
} from './components/LoginFields/loginForm.ts';
export {
  validateEmailOnly,
  type EmailValues,
} from './screens/accounts/ResendVerification/emailForm.ts';
export {
  verificationPath,
  parseVerificationLink,
} from './screens/accounts/VerifyEmail/verificationLink.ts';
export { FormPanel, type FormPanelProps } from './components/FormPanel/FormPanel.tsx';
export { htmlToText, truncateText, previewText } from './utils/text.ts';
export { UserHtml, type UserHtmlProps } from './components/UserHtml/UserHtml.tsx';
export { LikeButton, type LikeButtonProps } from './components/LikeButton/LikeButton.tsx';
export { ThreadScreen, type ThreadScreenProps } from './screens/thread/Thread/ThreadScreen.tsx';
export { sanitizeUserHtml, setUserHtmlWindow } from './components/UserHtml/sanitize.ts';
export {
  AuthorLink,
  type AuthorLinkProps,
  type AuthorLinkAuthor,
} from './components/AuthorLink/AuthorLink.tsx';
export { usePageHref } from './hooks/usePageHref.ts';
export { loadFailure, errorWith, queryFailureToast } from './utils/loadFailure.ts';
export {
  THREAD_FORM_PATH,
  newThreadLink,
  readThreadFormState,
  isSitePath,
  type ThreadFormState,
  type ThreadFormCategory,
  type LoginForThreadFormState,
  type NewThreadLink,
} from './utils/threadForm.ts';
export { forumMessages, forumText } from './messages/forums.ts';
export { ForumIndexScreen } from './screens/forums/ForumIndex/ForumIndexScreen.tsx';
export {
  ForumIndexView,
  type ForumIndexViewProps,
} from './screens/forums/ForumIndex/ForumIndexView.tsx';
export {
  LatestThreadsView,
  LATEST_PAGE_SIZE,
  type LatestThreadsViewProps,
} from './screens/forums/ForumIndex/LatestThreadsView.tsx';
export {
  forumSections,
  type ForumCategory,
  type ForumSection,
} from './screens/forums/ForumIndex/forumSections.ts';
export { CategoryScreen } from './screens/forums/Category/CategoryScreen.tsx';
export {
  CategoryView,
  CATEGORY_PAGE_SIZE,
  CATEGORY_PAGER_THRESHOLD,
  type CategoryViewProps,
  type CategoryHeader,
} from './screens/forums/Category/CategoryView.tsx';
export { PageHeader, type PageHeaderProps } from './components/PageHeader/PageHeader.tsx';
// ── the profile area ──
export { profileMessages, profileText } from './messages/profile.ts';
export { UserProfileScreen } from './screens/profile/UserProfile/UserProfileScreen.tsx';
export {
  UserProfileView,
  type UserProfileViewProps,
} from './screens/profile/UserProfile/UserProfileView.tsx';
export {
  PROFILE_TABS,
  DEFAULT_TAB,
  tabsFor,
  resolveTab,
  tabHref,
  type ProfileTabId,
  type TabResolution,
} from './screens/profile/UserProfile/profileTabs.ts';
export { DashboardScreen } from './screens/profile/Dashboard/DashboardScreen.tsx';
export {
  DashboardView,
  type DashboardViewProps,
} from './screens/profile/Dashboard/DashboardView.tsx';
export { SettingsScreen, PreferencesScreen } from './screens/profile/Settings/SettingsScreen.tsx';
export { SettingsView, type SettingsViewProps } from './screens/profile/Settings/SettingsView.tsx';
export { ActivityScreen } from './screens/profile/Activity/ActivityScreen.tsx';
export { NotificationBellScreen } from './screens/profile/NotificationBell/NotificationBellScreen.tsx';
export { ActivityView, type ActivityViewProps } from './screens/profile/Activity/ActivityView.tsx';
export { FileField, type FileFieldProps } from './components/FileField/FileField.tsx';
// ── search ──
export { Highlight, type HighlightProps } from './components/Highlight/Highlight.tsx';
export {
  SearchCombobox,
  DEFAULT_SEARCH_COMBOBOX_LABELS,
  type SearchComboboxProps,
  type SearchComboboxLabels,
} from './components/SearchCombobox/SearchCombobox.tsx';
export {
  highlightRuns,
  searchTerms,
  hasMatch,
  excerptAround,
  type TextRun,
} from './utils/highlight.ts';
export {
  SUGGEST_DELAY_MS,
  SUGGEST_MIN_LENGTH,
  SUGGEST_HIDE_DELAY_MS,
  SUGGESTIONS_MAX_HEIGHT,
  shownSuggestions,
  suggestionLabel,
  suggestionQuery,
  toSuggestionOptions,
  type SuggestionAnswer,
  type SuggestionKind,
  type SuggestionOption,
} from './utils/suggestions.ts';
export {
  RECENT_SEARCHES_KEY,
  RECENT_SEARCHES_LIMIT,
  clearRecentSearches,
  readRecentSearches,
  rememberSearch,
  withRecentSearch,
} from './utils/recentSearches.ts';
export { useRecentSearches } from './hooks/useRecentSearches.ts';
export { useSearchSuggestions, type SearchSuggestions } from './hooks/useSearchSuggestions.ts';
export { useDebouncedValue } from './hooks/useDebouncedValue.ts';
export { HeaderSuggestionsScreen } from './screens/search/HeaderSuggestions/HeaderSuggestionsScreen.tsx';
export { searchMessages, searchText, GROUP_NAMES } from './messages/search.ts';
export { SearchScreen } from './screens/search/Search/SearchScreen.tsx';
export { SearchView, type SearchViewProps } from './screens/search/Search/SearchView.tsx';
export {
  SearchResults,
  type SearchResultsProps,
  type ResultsStatus,
} from './screens/search/Search/SearchResults.tsx';
export {
  SEARCH_GROUPS,
  SEARCH_SORTS,
  SEARCH_PAGE_SIZE,
  NO_FILTERS,
  readSearchState,
  searchParamsOf,
  searchPath,
  searchRequest,
  userRoleOf,
  resultGroups,
  type SearchState,
  type SearchFilters,
  type SearchGroup,
  type GroupView,
  type SearchMode,
} from './screens/search/Search/searchState.ts';
export {
  SEARCH_DEFAULTS,
  validateSearch,
  categoryChoices,
  type SearchValues,
} from './screens/search/Search/searchForm.ts';
export { Facts, type FactsProps } from './components/Facts/Facts.tsx';
export { memberMessages, memberText } from './messages/members.ts';
export { MemberScreen } from './screens/members/Member/MemberScreen.tsx';
export { memberIdFrom } from './screens/members/Member/memberId.ts';
export {
  MemberView,
  type MemberViewProps,
  type MemberProfile,
  type MemberActivity,
  type MemberActivityItem,
} from './screens/members/Member/MemberView.tsx';
// ── writing: the rich-text editor (its own chunk), the category picker, create thread ──
export { LazyRichTextEditor as RichTextEditor } from './components/RichTextEditor/LazyRichTextEditor.tsx';
export type { RichTextEditorProps } from './components/RichTextEditor/RichTextEditor.tsx';
export {
  DEFAULT_EDITOR_LABELS,
  type RichTextEditorLabels,
} from './components/RichTextEditor/labels.ts';
export {
  EMPTY_DOCUMENT,
  emptyDocument,
  documentText,
  textLength,
  isDocumentEmpty,
  isRichTextDocument,
  toRichTextDocument,
  type RichTextDocument,
  type BlockElement,
  type InlineNode,
  type FormattedText,
} from './components/RichTextEditor/richText.ts';
export { toHtml, SERIALISED_TAGS } from './components/RichTextEditor/serialize.ts';
export { fromHtml, fromPlainText } from './components/RichTextEditor/deserialize.ts';
export { safeLinkUrl, safeImageUrl } from './components/RichTextEditor/urls.ts';
export {
  CategoryPicker,
  DEFAULT_CATEGORY_PICKER_LABELS,
  type CategoryPickerProps,
  type CategoryPickerLabels,
  type PickerCategory,
  type PickerSection,
} from './components/CategoryPicker/CategoryPicker.tsx';
export { writingMessages, writingText } from './messages/writing.ts';
export { ThreadFormScreen } from './screens/writing/ThreadForm/ThreadFormScreen.tsx';
export {
  ThreadFormView,
  type ThreadFormViewProps,
  type ThreadFormPickerProps,
} from './screens/writing/ThreadForm/ThreadFormView.tsx';
export {
  THREAD_FORM_DEFAULTS,
  validateThread,
  threadBody,
  threadContent,
  afterCreatePath,
  threadDraftKey,
  type ThreadFormValues,
} from './screens/writing/ThreadForm/createThreadForm.ts';
export { PendingApprovalScreen } from './screens/writing/PendingApproval/PendingApprovalScreen.tsx';
export {
  PendingApprovalView,
  type PendingApprovalViewProps,
  type PendingThread,
} from './screens/writing/PendingApproval/PendingApprovalView.tsx';
// ── staff: moderation ──
export { moderationMessages, moderationText } from './messages/moderation.ts';
export { ModerationScreen } from './screens/staff/Moderation/ModerationScreen.tsx';
export {
  ModerationView,
  type ModerationViewProps,
  type ModerationBusy,
} from './screens/staff/Moderation/ModerationView.tsx';
export { ReportCard, type ReportCardProps } from './screens/staff/Moderation/ReportCard.tsx';
export {
  DeleteContentDialog,
  type DeleteContentDialogProps,
} from './screens/staff/Moderation/DeleteContentDialog.tsx';
// ── staff: approvals ──
export { approvalsMessages, approvalsText } from './messages/approvals.ts';
export { ApprovalsScreen } from './screens/staff/Approvals/ApprovalsScreen.tsx';
export {
  ApprovalsView,
  type ApprovalQueue,
  type ApprovalsViewProps,
  type QueueName,
} from './screens/staff/Approvals/ApprovalsView.tsx';
export {
  ApprovalCard,
  type ApprovalAction,
  type ApprovalCardProps,
} from './screens/staff/Approvals/ApprovalCard.tsx';
export {
  FeedbackDialog,
  type FeedbackDialogProps,
  type FeedbackMode,
} from './screens/staff/Approvals/FeedbackDialog.tsx';
// ── staff: category management ──
export {
  categoryManagementMessages,
  categoryManagementText,
} from './messages/categoryManagement.ts';
export {
  CategoryManagementScreen,
  type CategoryManagementScreenProps,
} from './screens/staff/CategoryManagement/CategoryManagementScreen.tsx';
export {
  CategoryManagementView,
  type CategoryActionsPending,
  type CategoryManagementViewProps,
  type PendingCategoriesProps,
} from './screens/staff/CategoryManagement/CategoryManagementView.tsx';
export {
  CategoryFormDialog,
  type CategoryFormDialogProps,
} from './screens/staff/CategoryManagement/CategoryFormDialog.tsx';
export { slugify } from './utils/slug.ts';
// ── staff: contact forms ──
export { contactFormsMessages, contactFormsText } from './messages/contactForms.ts';
export {
  ContactFormsScreen,
  type ContactFormsScreenProps,
} from './screens/staff/ContactForms/ContactFormsScreen.tsx';
export {
  ContactFormsView,
  type ContactDialog,
  type ContactFormsViewProps,
  type ContactStatKey,
} from './screens/staff/ContactForms/ContactFormsView.tsx';
// ── staff: meta tags ──
export { metaTagsMessages, metaTagsText } from './messages/metaTags.ts';
export {
  MetaTagsScreen,
  type MetaTagsScreenProps,
} from './screens/staff/MetaTags/MetaTagsScreen.tsx';
export {
  MetaTagsView,
  type MetaTagsPending,
  type MetaTagsViewProps,
} from './screens/staff/MetaTags/MetaTagsView.tsx';
export { MetaTagDialog, type MetaTagDialogProps } from './screens/staff/MetaTags/MetaTagDialog.tsx';
// ── staff: system ──
export { systemMessages, systemText } from './messages/system.ts';
export { SystemScreen, type SystemScreenProps } from './screens/staff/System/SystemScreen.tsx';
export { SystemView, type SystemViewProps } from './screens/staff/System/SystemView.tsx';
export {
  formatBytes,
  formatUptime,
  sectionState,
  staleAfter,
  SYSTEM_REFRESH_MS,
  SYSTEM_STALE_MS,
  type SectionState,
  type Staleness,
} from './screens/staff/System/system.ts';
// ── staff: user management ──
export { userManagementText } from './messages/userManagement.ts';
export { UserManagementScreen } from './screens/staff/UserManagement/UserManagementScreen.tsx';
export {
  UserCard,
  UserManagementView,
  type PendingConfirmation,
  type UserActionInFlight,
  type UserManagementViewProps,
} from './screens/staff/UserManagement/UserManagementView.tsx';
export {
  ManageUserDialog,
  ModerateUserDialog,
  type ManageUserDialogProps,
  type ModerateUserDialogProps,
  type WarningsState,
} from './screens/staff/UserManagement/UserDialogs.tsx';
