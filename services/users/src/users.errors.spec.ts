import { clientViewOf } from '@sfl/testing';
import { UsersErrors } from './users.errors';

// Every code keeps the class and message clients have always seen (the REST status follows from
// the class): clients branch on codes, and the page shows the messages.
describe('UsersErrors', () => {
  it.each([
    [
      'INVALID_USERNAME',
      () => UsersErrors.INVALID_USERNAME(),
      'BAD_USER_INPUT',
      400,
      'Username must be 3 to 20 characters long and use only letters, digits and underscores',
    ],
    [
      'WEAK_PASSWORD',
      () => UsersErrors.WEAK_PASSWORD(),
      'BAD_USER_INPUT',
      400,
      'Password must be 8 to 128 characters long',
    ],
    ['USERNAME_TAKEN', () => UsersErrors.USERNAME_TAKEN(), 'CONFLICT', 409, 'Username is already taken'],
    [
      'INVALID_CREDENTIALS',
      () => UsersErrors.INVALID_CREDENTIALS(),
      'UNAUTHENTICATED',
      401,
      'Invalid username or password',
    ],
    [
      'TOO_MANY_ATTEMPTS',
      () => UsersErrors.TOO_MANY_ATTEMPTS(90_001),
      'TOO_MANY_REQUESTS',
      429,
      'Too many failed login attempts. Try again in 2 minutes.',
    ],
    [
      'TOO_MANY_REGISTRATIONS',
      () => UsersErrors.TOO_MANY_REGISTRATIONS(90_001),
      'TOO_MANY_REQUESTS',
      429,
      'Too many accounts created from this address. Try again in 2 minutes.',
    ],
    [
      'SERVER_BUSY',
      () => UsersErrors.SERVER_BUSY(),
      'TOO_MANY_REQUESTS',
      429,
      'The server is busy signing other people in. Try again in a moment.',
    ],
    ['INVALID_ADDRESS', () => UsersErrors.INVALID_ADDRESS(), 'BAD_USER_INPUT', 400, 'Invalid Sui address'],
    [
      'CHALLENGE_NOT_FOUND',
      () => UsersErrors.CHALLENGE_NOT_FOUND(),
      'NOT_FOUND',
      404,
      'No such wallet link challenge',
    ],
    [
      'CHALLENGE_EXPIRED',
      () => UsersErrors.CHALLENGE_EXPIRED(),
      'BAD_USER_INPUT',
      400,
      'This challenge has expired: request a new one',
    ],
    [
      'CHALLENGE_USED',
      () => UsersErrors.CHALLENGE_USED(),
      'CONFLICT',
      409,
      'This challenge has already been used: request a new one',
    ],
    [
      'SIGNATURE_MISMATCH',
      () => UsersErrors.SIGNATURE_MISMATCH(),
      'UNAUTHENTICATED',
      401,
      'Signature does not match the wallet address',
    ],
    [
      'WALLET_LINKED_ELSEWHERE',
      () => UsersErrors.WALLET_LINKED_ELSEWHERE(),
      'CONFLICT',
      409,
      'This wallet is linked to another account',
    ],
    [
      'WALLET_NOT_LINKED',
      () => UsersErrors.WALLET_NOT_LINKED(),
      'NOT_FOUND',
      404,
      'This wallet is not linked to your account',
    ],
    [
      'TOO_MANY_CHALLENGES',
      () => UsersErrors.TOO_MANY_CHALLENGES(90_001),
      'TOO_MANY_REQUESTS',
      429,
      'You have 90001 open wallet link challenges: sign one of them, or request a new one once one expires',
    ],
    [
      'TOO_MANY_SIGNATURE_CHECKS',
      () => UsersErrors.TOO_MANY_SIGNATURE_CHECKS(90_001),
      'TOO_MANY_REQUESTS',
      429,
      'Too many wallet signature checks. Try again in 91 seconds.',
    ],
  ] as const)('%s keeps its class and message', (reason, make, code, status, message) => {
    expect(clientViewOf(make())).toEqual([reason, code, status, message]);
  });
});
