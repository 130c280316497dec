import { defineExceptions, ErrorCode, retryAfterText } from '@sfl/errors';

/** Every failure the users subgraph reports, by reason code. */
export const UsersErrors = defineExceptions({
  // Accounts
  INVALID_USERNAME: {
    code: ErrorCode.BadUserInput,
    message: 'Username must be 3 to 20 characters long and use only letters, digits and underscores',
  },
  WEAK_PASSWORD: { code: ErrorCode.BadUserInput, message: 'Password must be 8 to 128 characters long' },
  USERNAME_TAKEN: { code: ErrorCode.Conflict, message: 'Username is already taken' },
  // One message for an unknown username and a wrong password: no user enumeration.
  INVALID_CREDENTIALS: { code: ErrorCode.Unauthenticated, message: 'Invalid username or password' },
  TOO_MANY_ATTEMPTS: {
    code: ErrorCode.TooManyRequests,
    message: (retryAfterMs: number) =>
      `Too many failed login attempts. Try again in ${retryAfterText(retryAfterMs, 'minute')}.`,
  },
  TOO_MANY_REGISTRATIONS: {
    code: ErrorCode.TooManyRequests,
    message: (retryAfterMs: number) =>
      `Too many accounts created from this address. Try again in ${retryAfterText(retryAfterMs, 'minute')}.`,
  },
  // Every password-hashing slot and the queue behind them are taken.
  SERVER_BUSY: {
    code: ErrorCode.TooManyRequests,
    message: 'The server is busy signing other people in. Try again in a moment.',
  },

  // Wallet links
  INVALID_ADDRESS: { code: ErrorCode.BadUserInput, message: 'Invalid Sui address' },
  // Also for another user's nonce: whether it exists is none of the caller's business.
  CHALLENGE_NOT_FOUND: { code: ErrorCode.NotFound, message: 'No such wallet link challenge' },
  CHALLENGE_EXPIRED: {
    code: ErrorCode.BadUserInput,
    message: 'This challenge has expired: request a new one',
  },
  CHALLENGE_USED: {
    code: ErrorCode.Conflict,
    message: 'This challenge has already been used: request a new one',
  },
  SIGNATURE_MISMATCH: {
    code: ErrorCode.Unauthenticated,
    message: 'Signature does not match the wallet address',
  },
  WALLET_LINKED_ELSEWHERE: { code: ErrorCode.Conflict, message: 'This wallet is linked to another account' },
  WALLET_NOT_LINKED: { code: ErrorCode.NotFound, message: 'This wallet is not linked to your account' },
  TOO_MANY_CHALLENGES: {
    code: ErrorCode.TooManyRequests,
    message: (maxOpen: number) =>
      `You have ${maxOpen} open wallet link challenges: sign one of them, or request a new one once one expires`,
  },
  TOO_MANY_SIGNATURE_CHECKS: {
    code: ErrorCode.TooManyRequests,
    message: (retryAfterMs: number) =>
      `Too many wallet signature checks. Try again in ${retryAfterText(retryAfterMs, 'second')}.`,
  },
});
