import { apiJson, apiRequest } from '@/lib/api-client';
import { userSchema, type User } from '@/lib/session/user';
import type { Credentials } from '@/features/auth/schemas/credentials-schema';

/** POST /api/login: the user, with a session cookie set by the server. */
export function postLogin(credentials: Credentials): Promise<User> {
  return apiJson('POST', '/api/login', userSchema, credentials);
}

/** POST /api/register: the new user, already signed in. */
export function postRegister(credentials: Credentials): Promise<User> {
  return apiJson('POST', '/api/register', userSchema, credentials);
}

/** POST /api/logout: ends the session; the answer's body is not used. */
export async function postLogout(): Promise<void> {
  await apiRequest('POST', '/api/logout');
}

/** POST /api/logout-everywhere: ends every session of the signed-in user; 401 when there is none. */
export async function postLogoutEverywhere(): Promise<void> {
  await apiRequest('POST', '/api/logout-everywhere');
}
