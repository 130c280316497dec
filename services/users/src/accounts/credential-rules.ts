import { UsersErrors } from '../users.errors';

const USERNAME_PATTERN = /^[A-Za-z0-9_]{3,20}$/;
const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;

export function usernameKey(username: string): string {
  return username.toLowerCase();
}

export function isWellFormedUsername(username: string): boolean {
  return USERNAME_PATTERN.test(username);
}

/** Counted in characters (code points), not UTF-16 units, so "🔒" is one character. */
export function isAcceptablePassword(password: string): boolean {
  const length = [...password].length;
  return length >= PASSWORD_MIN && length <= PASSWORD_MAX;
}

export function assertValidRegistration(username: string, password: string): void {
  if (!isWellFormedUsername(username)) throw UsersErrors.INVALID_USERNAME();
  if (!isAcceptablePassword(password)) throw UsersErrors.WEAK_PASSWORD();
}
