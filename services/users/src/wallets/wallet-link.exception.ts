import { DomainException, ErrorCode } from '@sfl/errors';

export enum WalletLinkExceptionReason {
  InvalidAddress = 'INVALID_ADDRESS',
  ChallengeNotFound = 'CHALLENGE_NOT_FOUND',
  ChallengeExpired = 'CHALLENGE_EXPIRED',
  ChallengeUsed = 'CHALLENGE_USED',
  SignatureMismatch = 'SIGNATURE_MISMATCH',
  WalletLinkedElsewhere = 'WALLET_LINKED_ELSEWHERE',
  WalletNotLinked = 'WALLET_NOT_LINKED',
  TooManyChallenges = 'TOO_MANY_CHALLENGES',
  TooManySignatureChecks = 'TOO_MANY_SIGNATURE_CHECKS',
}

export class WalletLinkException extends DomainException<WalletLinkExceptionReason> {
  static invalidAddress() {
    return new WalletLinkException(
      ErrorCode.BadUserInput,
      WalletLinkExceptionReason.InvalidAddress,
      'Invalid Sui address',
    );
  }

  /** Also for another user's nonce: whether it exists is none of the caller's business. */
  static challengeNotFound() {
    return new WalletLinkException(
      ErrorCode.NotFound,
      WalletLinkExceptionReason.ChallengeNotFound,
      'No such wallet link challenge',
    );
  }

  static challengeExpired() {
    return new WalletLinkException(
      ErrorCode.BadUserInput,
      WalletLinkExceptionReason.ChallengeExpired,
      'This challenge has expired: request a new one',
    );
  }

  static challengeUsed() {
    return new WalletLinkException(
      ErrorCode.Conflict,
      WalletLinkExceptionReason.ChallengeUsed,
      'This challenge has already been used: request a new one',
    );
  }

  static signatureMismatch() {
    return new WalletLinkException(
      ErrorCode.Unauthenticated,
      WalletLinkExceptionReason.SignatureMismatch,
      'Signature does not match the wallet address',
    );
  }

  static linkedElsewhere() {
    return new WalletLinkException(
      ErrorCode.Conflict,
      WalletLinkExceptionReason.WalletLinkedElsewhere,
      'This wallet is linked to another account',
    );
  }

  static notLinked() {
    return new WalletLinkException(
      ErrorCode.NotFound,
      WalletLinkExceptionReason.WalletNotLinked,
      'This wallet is not linked to your account',
    );
  }

  static tooManyChallenges(maxOpen: number) {
    return new WalletLinkException(
      ErrorCode.TooManyRequests,
      WalletLinkExceptionReason.TooManyChallenges,
      `You have ${maxOpen} open wallet link challenges: sign one of them, or request a new one once one expires`,
    );
  }

  static tooManySignatureChecks(retryAfterMs: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    return new WalletLinkException(
      ErrorCode.TooManyRequests,
      WalletLinkExceptionReason.TooManySignatureChecks,
      `Too many wallet signature checks. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    );
  }
}
