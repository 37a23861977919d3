/**
 * Accounts: register, login, logout, the session user, e-mail verification, profile, password
 * and avatar. Login and logout change the session and reset the session's cached data.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useApi, useSession } from '../provider.tsx';
import type { components } from '../schema.gen.ts';
import type { SessionUser } from '../session.ts';
import { clearSessionData, invalidate, resetSessionData, type Operation } from './keys.ts';
import {
  apiMutation,
  apiQuery,
  enabledWith,
  formDataSerializer,
  useMappedMutation,
  type QueryHookOptions,
} from './shared.ts';

export const operations = [
  ['post', '/auth/register'],
  ['post', '/auth/login'],
  ['post', '/auth/logout'],
  ['get', '/auth/user'],
  ['get', '/auth/verify-email/{id}/{hash}'],
  ['post', '/auth/resend-verification-email'],
  ['put', '/auth/profile'],
  ['put', '/auth/password'],
  ['post', '/auth/avatar'],
] as const satisfies readonly Operation[];

function toSessionUser(user: components['schemas']['SessionUser']): SessionUser {
  return { ...user, role: user.role || 'user' };
}

/** POST /auth/register. No session follows: the account must verify its e-mail first. */
export function useRegister() {
  const { hooks } = useApi();
  return apiMutation(hooks.useMutation('post', '/auth/register'));
}

/**
 * POST /auth/login (also the login-test page's call). On success the token and user are stored
 * (session.set), the previous session's private data leaves the cache and the rest refetches.
 */
export function useLogin() {
  const { hooks, session } = useApi();
  const queryClient = useQueryClient();
  return apiMutation(
    hooks.useMutation('post', '/auth/login', {
      onSuccess: ({ token, user }) => {
        session.set(token, toSessionUser(user));
        // Not awaited: the session is the result; what is on screen refetches in the background.
        void resetSessionData(queryClient);
      },
    }),
  );
}

/**
 * POST /auth/logout. The session is cleared whatever the answer (a failed logout still logs out
 * locally), and every answer fetched as the member leaves the cache (clearSessionData): what is
 * on screen refetches as a guest.
 */
export function useLogout() {
  const { hooks, session } = useApi();
  const queryClient = useQueryClient();
  return apiMutation(
    hooks.useMutation('post', '/auth/logout', {
      onSettled: () => {
        session.clear();
        void clearSessionData(queryClient);
      },
    }),
  );
}

/** GET /auth/user: the logged-in user (only fetched while there is a session). */
export function useAuthUser(options?: QueryHookOptions) {
  const { hooks } = useApi();
  const { isAuthenticated } = useSession();
  return apiQuery(
    hooks.useQuery('get', '/auth/user', undefined, {
      ...options,
      enabled: enabledWith(isAuthenticated, options),
    }),
  );
}

/**
 * GET /auth/verify-email/{id}/{hash}, run once when both parts of the link are known. Both
 * 'Email verified successfully.' and 'Email already verified.' arrive as 200 (success).
 */
export function useVerifyEmail(
  id: number | string | null | undefined,
  hash: string | null | undefined,
) {
  const { hooks } = useApi();
  const userId = Number(id);
  const ready =
    id !== null && id !== undefined && id !== '' && Number.isInteger(userId) && Boolean(hash);
  return apiQuery(
    hooks.useQuery(
      'get',
      '/auth/verify-email/{id}/{hash}',
      { params: { path: { id: userId, hash: hash ?? '' } } },
      { enabled: ready, staleTime: Infinity, gcTime: Infinity },
    ),
  );
}

/** POST /auth/resend-verification-email. */
export function useResendVerificationEmail() {
  const { hooks } = useApi();
  return apiMutation(hooks.useMutation('post', '/auth/resend-verification-email'));
}

/** PUT /auth/profile: the stored user follows (session.setUser). */
export function useUpdateProfile() {
  const { hooks, session } = useApi();
  const queryClient = useQueryClient();
  return apiMutation(
    hooks.useMutation('put', '/auth/profile', {
      onSuccess: async ({ user }) => {
        session.setUser(toSessionUser(user));
        await invalidate(queryClient, ['/auth/user']);
      },
    }),
  );
}

/** PUT /auth/password. */
export function useChangePassword() {
  const { hooks } = useApi();
  return apiMutation(hooks.useMutation('put', '/auth/password'));
}

const avatarInit = (file: Blob) => ({
  // The contract types a binary field as a string; the serializer sends the Blob as multipart.
  body: { avatar: file as unknown as string },
  bodySerializer: formDataSerializer,
});

/** POST /auth/avatar (multipart, field `avatar`). Call `mutate(file)`. The stored user follows. */
export function useUploadAvatar() {
  const { hooks, session } = useApi();
  const queryClient = useQueryClient();
  const mutation = apiMutation(
    hooks.useMutation('post', '/auth/avatar', {
      onSuccess: async ({ user }) => {
        session.setUser(toSessionUser(user));
        await invalidate(queryClient, ['/auth/user']);
      },
    }),
  );
  return useMappedMutation(mutation, avatarInit);
}
