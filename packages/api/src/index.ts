export {
  DEFAULT_ERROR_MESSAGE,
  fieldErrorsOf,
  isApiError,
  normalizeError,
  toApiError,
  type ApiError,
  type FieldErrors,
} from './errors.ts';
