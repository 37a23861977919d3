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
} from './utils/addresses/pagination.ts';
export {
  MISSING_COUNT,
  formatCompactCount,
  formatCount,
  formatCountOrDash,
} from './utils/format/numbers.ts';
export {
  DEFAULT_LOCALE,
  formatDate,
  formatDateTime,
  parseDate,
  toDateTimeAttribute,
  type DateInput,
  type DateFormatOptions,
} from './utils/format/dates.ts';
export { formatRelative, type RelativeFormatOptions } from './utils/format/relativeTime.ts';
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
export { threadPath, userPath, LIST_PATHS, type ThreadAddress } from './utils/addresses/paths.ts';
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
export {
  SavedCopyNotice,
  type SavedCopyNoticeProps,
} from './components/SavedCopyNotice/SavedCopyNotice.tsx';
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
export {
  LinkProvider,
  ProvidedLink,
  type LinkComponent,
  type LinkComponentProps,
} from './components/Link/LinkProvider.tsx';
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
export { toastFieldErrors, type FieldErrorMap } from './utils/failures/fieldErrors.ts';
export { Tooltip, type TooltipProps } from './components/Tooltip/Tooltip.tsx';
export {
  SiteLayout,
  MAIN_CONTENT_ID,
  type SiteLayoutProps,
} from './components/SiteLayout/SiteLayout.tsx';
export { NAVIGATING_ATTRIBUTE } from './components/SiteLayout/navigating.ts';
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
// ── the form layer ──
export {
  useForumAppForm,
  withForm,
  withFieldGroup,
  type ForumAppForm,
  ContactDetailsFields,
  NewPasswordFields,
  type ContactDetailsLabels,
  type FieldGroupProps,
  type NewPasswordLabels,
} from './components/AppForm/appForm.tsx';
export {
  SubmitButton,
  type SubmitButtonProps,
  HintedButton,
} from './components/AppForm/SubmitButton.tsx';
export { BoundSelect } from './components/AppForm/BoundSelect.tsx';
export { BoundCheckbox } from './components/AppForm/BoundCheckbox.tsx';
export {
  createForumFormHook,
  draftSavedKey,
  useDraftSavedAt,
  type ForumFormLayer,
  type ForumFormOptions,
  type FieldName,
} from './forms/formLayer.tsx';
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
  type FormCallFailure,
  type FormCalls,
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
  DRAFT_OWNER_FIELD,
} from './forms/drafts.ts';
export { useDismiss, type DismissReason } from './hooks/useDismiss.ts';
export { pageFromSearch, withPage, searchString } from './utils/addresses/searchParams.ts';
export { sessionMessages, sessionText } from './messages/session.ts';
export { FormPanel, type FormPanelProps } from './components/FormPanel/FormPanel.tsx';
export { htmlToText, truncateText, previewText, escapeHtml } from './utils/text/text.ts';
export {
  DEFAULT_MENTION_LABELS,
  MentionTextArea,
  type MentionLabels,
  type MentionStatus,
  type MentionTextAreaProps,
} from './components/MentionTextArea/MentionTextArea.tsx';
export { linkMentions, mentionQueryAt, withMention, type Mention } from './utils/text/mentions.ts';
export { UserHtml, type UserHtmlProps } from './components/UserHtml/UserHtml.tsx';
export { CODE_BLOCK_LABELS } from './components/UserHtml/codeBlockParts.ts';
export { CODE_LANGUAGES, type CodeLanguage } from './components/UserHtml/codeLanguages.ts';
export { CODE_LANGUAGE_NAMES, codeLanguageNamed } from './components/UserHtml/codeLanguageNames.ts';
// ── the data saver ──
export { useDataSaver, SaveDataHeaderContext } from './hooks/useDataSaver.ts';
export { DATA_SAVER_KEY, setDataSaver, type DataSaverChoice } from './utils/dataSaver/dataSaver.ts';
export {
  DataSaverSwitch,
  DATA_SAVER_LABEL,
  type DataSaverSwitchProps,
} from './components/SiteLayout/DataSaverSwitch.tsx';
export { LikeButton, type LikeButtonProps } from './components/LikeButton/LikeButton.tsx';
export { sanitizeUserHtml } from './components/UserHtml/sanitize.ts';
export {
  AuthorLink,
  type AuthorLinkProps,
  type AuthorLinkAuthor,
} from './components/AuthorLink/AuthorLink.tsx';
export { loadFailure, errorWith, queryFailureToast } from './utils/failures/loadFailure.ts';
export { PageHeader, type PageHeaderProps } from './components/PageHeader/PageHeader.tsx';
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
} from './utils/text/highlight.ts';
export {
  SUGGEST_DELAY_MS,
  SUGGEST_MIN_LENGTH,
  SUGGEST_HIDE_DELAY_MS,
  SUGGESTIONS_MAX_HEIGHT,
  type SuggestionAnswer,
  type SuggestionKind,
  type SuggestionOption,
} from './utils/search/suggestions.ts';
export { useDebouncedValue } from './hooks/useDebouncedValue.ts';
export { Facts, type FactsProps } from './components/Facts/Facts.tsx';
// ── writing: the rich-text editor (its own chunk), the category picker, create thread ──
export {
  LazyRichTextEditor as RichTextEditor,
  RichTextEditorFallback,
} from './components/RichTextEditor/LazyRichTextEditor.tsx';
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
} from './components/RichTextEditor/document/richText.ts';
export { toHtml, SERIALISED_TAGS } from './components/RichTextEditor/document/serialize.ts';
export { fromHtml, fromPlainText } from './components/RichTextEditor/document/deserialize.ts';
export { safeLinkUrl, safeImageUrl } from './components/RichTextEditor/document/urls.ts';
export {
  CategoryPicker,
  DEFAULT_CATEGORY_PICKER_LABELS,
  type CategoryPickerProps,
  type CategoryPickerLabels,
  type PickerCategory,
  type PickerSection,
} from './components/CategoryPicker/CategoryPicker.tsx';
export { clampedPageTarget } from './hooks/clampedPage.ts';
export { formMessages, formText } from './messages/forms.ts';
export { PanelFrame } from './components/FormPanel/PanelFrame.tsx';
export {
  newThreadLink,
  type NewThreadLink,
  THREAD_FORM_PATH,
  type ThreadFormState,
  readThreadFormState,
  type ThreadFormCategory,
  type LoginForThreadFormState,
} from './utils/addresses/threadForm.ts';
export { type SeenReplies, threadMark } from './utils/reading/threadMark.ts';
export {
  forumSections,
  type ForumCategory,
  type ForumSection,
} from './utils/categories/forumSections.ts';
export { inlineVars } from './utils/dom/inlineVars.ts';
export { type EditorMentions } from './components/RichTextEditor/RichTextEditor.tsx';
export { link } from './components/Link/Link.css.ts';
export { useHydrated } from './hooks/useHydrated.ts';
export { cx } from './utils/text/cx.ts';
export { cutGraphemes, fitQuery, type FittedQuery } from './utils/text/graphemes.ts';
export { stackedList, spreadRow, wrapRow } from './primitives/primitives.css.ts';
export { isSitePath } from './utils/addresses/sitePath.ts';
export {
  fieldMessage,
  fieldRuleRef,
  useTextAreaBinding,
} from './components/AppForm/boundFields.tsx';
export { useFieldContext } from './forms/formContexts.ts';
export { formatShrink } from './utils/images/imageRules.ts';
export { AVATAR_MAX_SIDE, shrinkImage } from './utils/images/shrinkImage.ts';
export { formatBytes } from './utils/format/bytes.ts';
export { newCountLook } from './css/newCount.ts';
export { searchQueryMessages } from './messages/searchQuery.ts';
export { assignRef } from './utils/dom/assignRef.ts';
export { chevron } from './css/chevron.css.ts';
