import { useContext, useMemo, type ReactNode } from 'react';
import {
  ApiContext,
  claimResend,
  fieldErrorsOf,
  onResent,
  toApiError,
  waitsForLogin,
} from '@forum/api';
import {
  FormConnectionContext,
  type FormConnection,
} from '../../design-system/forms/formConnection.ts';
import type { FailedCall } from '../../design-system/utils/failures/failureMessage.ts';

/** Any thrown value as the design system reads a failure: the API's normalised error and its 422 map. */
export function failedCallOf(caught: unknown): FailedCall {
  const error = toApiError(caught);
  const fields = error.status === 422 ? fieldErrorsOf(error) : undefined;
  return fields ? { ...error, fields } : error;
}

/**
 * Gives the design system's form layer the API's answers (design-system/forms/formConnection.ts):
 * the session's owner for drafts, the one error normaliser, and the query client's resend after
 * a login. Inside the ApiProvider, once, above every form; without an API client (a story of a
 * component), drafts are a guest's.
 */
export function ApiFormConnection({ children }: { children: ReactNode }) {
  const api = useContext(ApiContext);
  const connection = useMemo<FormConnection>(
    () => ({
      owner: api ? api.session.owner : () => null,
      failedCall: failedCallOf,
      waitsForLogin,
      claimResend,
      onResent,
    }),
    [api],
  );
  return <FormConnectionContext value={connection}>{children}</FormConnectionContext>;
}
