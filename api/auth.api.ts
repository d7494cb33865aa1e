import { normaliseUser, type SessionUser } from '../policies/user';
import { type Api, call } from './client';
import type { components } from './schema.gen';

export type LoginRequest = components['schemas']['LoginRequest'];

export interface LoginInput extends LoginRequest {
  /** The tenant typed on the sign-in form; it travels as the x-tenant-id header. */
  tenantId: string;
}

export interface SignedIn {
  token: string;
  tenantId: string;
  expiresAt: string;
  user: SessionUser;
}

export async function login(
  api: Api,
  { tenantId, username, password }: LoginInput,
): Promise<SignedIn> {
  const answer = await call(
    api.http.POST('/auth/login', {
      body: { username, password },
      headers: { 'x-tenant-id': tenantId.trim() },
    }),
  );
  return { ...answer, user: requireUser(answer.user) };
}

export function logout(api: Api): Promise<void> {
  return call(api.http.POST('/auth/logout'));
}

export function changePassword(
  api: Api,
  body: components['schemas']['ChangePasswordRequest'],
): Promise<void> {
  return call(api.http.POST('/auth/change-password', { body }));
}

export async function getMe(api: Api): Promise<SessionUser> {
  return requireUser(await call(api.http.GET('/auth/me')));
}

function requireUser(raw: unknown): SessionUser {
  const user = normaliseUser(raw);
  if (!user) throw new Error('The server answered without a user.');
  return user;
}
