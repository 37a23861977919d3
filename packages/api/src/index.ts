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
  apiMiddleware,
  configuredBaseUrl,
  createApiClient,
  unwrap,
  type ApiClient,
  type ApiClientOptions,
  type ApiFetchClient,
} from './client.ts';
export {
  TOKEN_KEY,
  USER_KEY,
  createSessionStore,
  type SessionListener,
  type SessionState,
  type SessionStore,
  type SessionUser,
} from './session.ts';
export { MAX_QUERY_RETRIES, retryDelay, shouldRetryQuery } from './retry.ts';
export {
  ApiProvider,
  confirmSession,
  createForumQueryClient,
  useApi,
  useConfirmSessionOnLoad,
  useSession,
  type ApiProviderProps,
} from './provider.tsx';
