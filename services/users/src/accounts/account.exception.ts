import { DomainException, ErrorCode } from '@sfl/errors';

export enum AccountExceptionReason {
  InvalidUsername = 'INVALID_USERNAME',
  WeakPassword = 'WEAK_PASSWORD',
  UsernameTaken = 'USERNAME_TAKEN',
  InvalidCredentials = 'INVALID_CREDENTIALS',
  TooManyAttempts = 'TOO_MANY_ATTEMPTS',
  TooManyRegistrations = 'TOO_MANY_REGISTRATIONS',
  ServerBusy = 'SERVER_BUSY',
}

const minutesText = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

export class AccountException extends DomainException<AccountExceptionReason> {
  static invalidUsername() {
    return new AccountException(
      ErrorCode.BadUserInput,
      AccountExceptionReason.InvalidUsername,
      'Username must be 3 to 20 characters long and use only letters, digits and underscores',
    );
  }

  static weakPassword() {
    return new AccountException(
      ErrorCode.BadUserInput,
      AccountExceptionReason.WeakPassword,
      'Password must be 8 to 128 characters long',
    );
  }

  static usernameTaken() {
    return new AccountException(
      ErrorCode.Conflict,
      AccountExceptionReason.UsernameTaken,
      'Username is already taken',
    );
  }

  /** One message for an unknown username and a wrong password: no user enumeration. */
  static invalidCredentials() {
    return new AccountException(
      ErrorCode.Unauthenticated,
      AccountExceptionReason.InvalidCredentials,
      'Invalid username or password',
    );
  }

  static tooManyAttempts(retryAfterMs: number) {
    return new AccountException(
      ErrorCode.TooManyRequests,
      AccountExceptionReason.TooManyAttempts,
      `Too many failed login attempts. Try again in ${minutesText(retryAfterMs)}.`,
    );
  }

  static tooManyRegistrations(retryAfterMs: number) {
    return new AccountException(
      ErrorCode.TooManyRequests,
      AccountExceptionReason.TooManyRegistrations,
      `Too many accounts created from this address. Try again in ${minutesText(retryAfterMs)}.`,
    );
  }

  /** Every password-hashing slot and the queue behind them are taken. */
  static serverBusy() {
    return new AccountException(
      ErrorCode.TooManyRequests,
      AccountExceptionReason.ServerBusy,
      'The server is busy signing other people in. Try again in a moment.',
    );
  }
}
