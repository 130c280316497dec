import { DomainException, ErrorCode } from '@sfl/errors';

export enum AccountExceptionReason {
  InvalidUsername = 'INVALID_USERNAME',
  WeakPassword = 'WEAK_PASSWORD',
  UsernameTaken = 'USERNAME_TAKEN',
  InvalidCredentials = 'INVALID_CREDENTIALS',
  TooManyAttempts = 'TOO_MANY_ATTEMPTS',
}

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
    const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
    return new AccountException(
      ErrorCode.TooManyRequests,
      AccountExceptionReason.TooManyAttempts,
      `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
}
