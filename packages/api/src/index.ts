export type { paths, components, operations } from './schema.gen.ts';
export {
  DEFAULT_ERROR_MESSAGE,
  fieldErrorsOf,
  isApiError,
  normalizeError,
  toApiError,
  type ApiError,
  type FieldErrors,
} from './errors.ts';
export { normalizeAliases } from './aliases.ts';
export {
  ApiRequestError,
  DEFAULT_BASE_URL,
  WITHOUT_TOKEN,
  apiMiddleware,
  configuredBaseUrl,
  createApiClient,
  unwrap,
  type ApiClient,
  type ApiClientOptions,
  type ApiFetchClient,
  type EtagStore,
} from './client.ts';
export {
  TOKEN_KEY,
  USER_KEY,
  createMemoryStorage,
  createSessionStore,
  type SessionListener,
  type SessionState,
  type SessionStore,
  type SessionUser,
} from './session.ts';
export { MAX_QUERY_RETRIES, reconnectDelayMs, retryDelay, shouldRetryQuery } from './retry.ts';
export {
  ApiProvider,
  confirmSession,
  createForumQueryClient,
  forumQueryCache,
  type ForumQueryClientOptions,
  type ForumQueryMeta,
  type QueryErrorHandler,
  useApi,
  SessionCheckProvider,
  useSessionCheck,
  type SessionCheck,
  useSession,
  ApiContext,
  oneCachePerMember,
  type ApiProviderProps,
  useLoginResend,
  loginResendOf,
  type LoginResendState,
} from './provider.tsx';
export {
  claimResend,
  NOT_RESENT_PATHS,
  isResendable,
  onResent,
  waitsForLogin,
  type ForumMutationMeta,
} from './resendClaims.ts';
export { LoginResend } from './resendAfterLogin.ts';

// Query hooks, one module per resource (queries/*.ts); key conventions in queries/keys.ts.
export {
  THREAD_LISTS,
  PRIVATE_PATH_PREFIXES,
  invalidate,
  isPrivateQuery,
  keyPath,
  keyPathParam,
  pathKey,
  pathPrefix,
  pathWithId,
  queryKeyOf,
  resetSessionData,
  threadQuery,
  type GetPath,
  type HttpMethod,
  type InvalidationTarget,
  type Operation,
  type QueryPredicate,
} from './queries/keys.ts';
export {
  AUTOCOMPLETE_MIN_LENGTH,
  PAGE_SIZES,
  SEARCH_MIN_LENGTH,
  apiMutation,
  apiQuery,
  formDataSerializer,
  useMappedMutation,
  type MappedMutationResult,
  type QueryHookOptions,
  type QueryParams,
} from './queries/shared.ts';
export { useAuthUser, useLogout, logOut, preloadLogout } from './queries/signOut.ts';
export {
  useChangePassword,
  useLogin,
  useRegister,
  useResendVerificationEmail,
  useUpdateProfile,
  useUploadAvatar,
  useVerifyEmail,
} from './queries/auth.ts';
export {
  CATEGORY_CHANGES,
  categoriesOptions,
  categoryThreadsBySlugOptions,
  useApproveCategory,
  useCategories,
  useCategory,
  useCategoryShort,
  useCategoryThreads,
  useCategoryThreadsBySlug,
  useCreateCategory,
  useDeleteCategory,
  useDeleteCategoryShort,
  useRejectCategory,
  useUpdateCategory,
  useUpdateCategoryShort,
  type CategoryListParams,
} from './queries/categories.ts';
export {
  THREAD_CREATED,
  THREAD_MODERATED,
  THREAD_REVIEWED,
  homeListParams,
  threadLookup,
  useCreateThread,
  useForumThreads,
  useHomeThreads,
  useMyPendingThreads,
  usePagedThreads,
  usePendingThreads,
  useThread,
  threadOptions,
  threadsOptions,
  useThreadReplyCount,
  NEW_REPLIES_INTERVAL,
  useThreads,
  useTrendingThreads,
  type HomeList,
  type ThreadListParams,
  type ThreadLookup,
  type ThreadSummary,
  type ThreadSummaryPage,
} from './queries/threads.ts';
export {
  useApproveThread,
  useLockThread,
  useMoveThread,
  usePinThread,
  useRejectThread,
  useUnlockThread,
  useUnpinThread,
} from './queries/threadStaff.ts';
export {
  replyInvalidations,
  useHidePost,
  useReplyToPost,
  useReplyToThread,
  useThreadPosts,
  useUnhidePost,
} from './queries/posts.ts';
export {
  POST_STAFF_KEYS,
  usePostModerationPending,
  type PostStaffAction,
} from './queries/posts.ts';
export {
  THREAD_STAFF_KEYS,
  useThreadStaffPending,
  type ThreadStaffAction,
} from './queries/threadStaff.ts';
export {
  staffMutation,
  usePendingStaffCalls,
  type CacheEdit,
  type StaffMutationResult,
  type StaffMutationSpec,
} from './queries/staff.ts';
export {
  POST_HOLDERS,
  THREAD_HOLDERS,
  applyLike,
  holdersOf,
  holdsLikeTarget,
  isLikeTarget,
  isLiked,
  useLikePost,
  useLikeThread,
  useLikes,
  useTogglePostLike,
  useTogglePostLikes,
  useToggleThreadLike,
  useUnlikePost,
  useUnlikeThread,
  type LikeChange,
  type LikeMutation,
  type LikeResult,
  type LikeSnapshot,
  type LikeTarget,
  type LikeableKind,
  type PostLikes,
} from './queries/likes.ts';
export {
  AUTOCOMPLETE_STALE_MS,
  isSearchable,
  suggestionsOf,
  useAdvancedSearch,
  useAutocomplete,
  autocompleteOptions,
  searchResultsOptions,
  useSearch,
  useSearchCategories,
  useSearchPosts,
  useSearchResults,
  useSearchThreads,
  useSearchUsers,
  wantsSuggestions,
  type AdvancedSearchParams,
  type SearchParams,
  type SearchPostsParams,
  type SearchResult,
  type SearchThreadsParams,
  type SearchType,
  type SearchUsersParams,
  type Suggestion,
} from './queries/search.ts';
export { useSubmitContact } from './queries/contact.ts';
export {
  META_TAG_CHANGES,
  useAdminMetaTags,
  useCreateMetaTag,
  useDeleteMetaTag,
  useMetaTags,
  metaTagsOptions,
  useToggleMetaTagStatus,
  useUpdateMetaTag,
  type MetaPageKey,
} from './queries/metaTags.ts';
export {
  USER_CHANGES,
  useAdminStats,
  useAdminUsers,
  useApproveUser,
  useBanUser,
  useDeleteUser,
  usePendingCategories,
  usePendingUsers,
  useRejectUser,
  useSiteStatistics,
  siteStatisticsOptions,
  useUnbanUser,
  useUpdateUserRole,
  type AdminStats,
  type AdminUserListParams,
} from './queries/admin.ts';
export {
  CONTENT_MODERATED,
  REPORT_BULK_KEY,
  REPORT_DECISION_KEY,
  useApproveContent,
  useDecideReport,
  useDecideReports,
  useReportDecisionsInFlight,
  useModerationLogs,
  useModeratorReports,
  useModeratorStats,
  useRemoveContent,
  useSuspendUser,
  useUserModerationHistory,
  useUserWarnings,
  useWarnUser,
  userModerated,
  type ModerationLogParams,
  type ReportBulk,
  type ReportDecision,
  type ReportDecisionResult,
  type ReportListParams,
} from './queries/moderator.ts';
export {
  usePreferences,
  useUpdatePreferences,
  useUserActivity,
  useUserStats,
  userStatsOptions,
} from './queries/users.ts';
export {
  applyNotificationChange,
  NOTIFICATION_CHANGES,
  UNREAD_REFRESH_MS,
  useDeleteNotification,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
  useUnreadNotifications,
  type Notification,
  type NotificationChange,
  type NotificationListParams,
  type NotificationPage,
} from './queries/notifications.ts';
export {
  healthOf,
  useSystemHealth,
  useSystemHealthReport,
  useSystemStats,
  type SystemHealth,
  type SystemStats,
} from './queries/system.ts';
export {
  CONTACT_FORM_CHANGES,
  useContactFormStats,
  useContactForms,
  useRespondToContactForm,
  useUpdateContactFormStatus,
  type ContactFormListParams,
} from './queries/contactForms.ts';
export { useUploadImage } from './queries/uploads.ts';
export { keepInOutbox, outboxKey, useThreadOutbox } from './outbox/outboxQuery.ts';
export { isOffline } from './connection/connection.ts';
export {
  offlineSnapshot,
  onConnectionChange,
  SAVED_COPY_ATTRIBUTE,
} from './connection/offlineSnapshot.ts';
export {
  OUTBOX_FLUSH_MESSAGE,
  OUTBOX_SYNC_TAG,
  newestReplyId,
  useOutboxActions,
  useOutboxSender,
  useOutboxSending,
  refusedForLogin,
  type LikeAction,
  type OutboxAction,
  type OutboxActions,
  type OutboxItem,
  type OutboxRefusal,
  type ReplyAction,
  type ReplyItem,
} from './outbox/useOutbox.ts';
export { hasRequiredRole, isAdmin, isStaff, mayModerate, type RoleName } from './permissions.ts';
export { META_PAGE_KEYS } from './metaPages.ts';
export {
  APPROVAL_BULK_KEY,
  APPROVAL_DECISION_KEY,
  APPROVAL_QUEUES,
  applyApprovalStatus,
  approvalBulkChanges,
  approvalKey,
  mayDecideApprovals,
  toApprovalEntry,
  useApprovalDecisionsInFlight,
  useApproveMany,
  useDecideApproval,
  type ApprovalDecision,
  type ApprovalEntry,
  type ApprovalItem,
  type ApprovalPage,
  type ApprovalStatus,
  type ApprovalType,
} from './queries/approvals.ts';
export { runBulk, type BulkFailure, type BulkResult } from './queries/bulk.ts';
export { CONTRACT_LIMITS, CONTRACT_LIMIT_SOURCES, type ContractLimitName } from './limits.ts';
export { clearMemberData, keepsMemberData, type MemberDataClearer } from './memberData.ts';
export {
  continueAt,
  newSince,
  type ReadingOwner,
  type ReadingPosition,
  type ThreadVisit,
} from './reading/positions.ts';
export {
  isDeviceQuery,
  loadStore as loadReadingStore,
  readingKey,
  readingOwner,
  useSeenReplies,
  type SeenReplies,
} from './reading/readingQuery.ts';
export { useThreadReading } from './reading/threadReading.ts';
export { useRecordReading } from './reading/recordReading.ts';
export {
  DOWNLOAD_ESTIMATE,
  SAVED_CACHE_PREFIX,
  SAVED_LIMITS,
  estimateDownload,
  refusalOf,
  type SaveRefusal,
  type SavedItem,
} from './saved/saved.ts';
export { provideSavePlan, type SavePlan } from './saved/plan.ts';
export {
  cancelSaving,
  savedKey,
  useRemoveSaved,
  useSaveForOffline,
  useSavedItems,
  useStoragePersisted,
  type SaveInput,
  type SaveProgress,
} from './saved/savedQuery.ts';
