/**
 * Accounts: register, login, e-mail verification, profile, password and avatar (the session
 * user and logout, which every page needs, are in signOut.ts: this module loads with the account
 * screens, not with the first visit).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '../provider.tsx';
import type { components } from '../schema.gen.ts';
import type { SessionUser } from '../session.ts';
import { invalidate, type Operation } from './keys.ts';
import { apiMutation, apiQuery, formDataSerializer, useMappedMutation } from './shared.ts';

export const operations = [
  ['post', '/auth/register'],
  ['post', '/auth/login'],
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
 * (session.set); the query cache, emptied as the member changes (oneCachePerMember), refetches.
 */
export function useLogin() {
  const { hooks, session } = useApi();
  return apiMutation(
    hooks.useMutation('post', '/auth/login', {
      onSuccess: ({ token, user }) => session.set(token, toSessionUser(user)),
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
