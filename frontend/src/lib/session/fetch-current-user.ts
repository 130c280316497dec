import { ApiError, apiJson } from '@/lib/api-client';
import { userSchema, type User } from '@/lib/session/user';

/** GET /api/user: the signed-in user, or null when the server answers 401 (no session). */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    return await apiJson('GET', '/api/user', userSchema);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
