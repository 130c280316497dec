import { DomainException, ErrorCode } from '@sfl/errors';

export enum PurchaseExceptionReason {
  WalletNotLinked = 'WALLET_NOT_LINKED',
  DigestAlreadyRecorded = 'DIGEST_ALREADY_RECORDED',
  TransactionNotFound = 'TRANSACTION_NOT_FOUND',
  TransactionFailed = 'TRANSACTION_FAILED',
  WrongSender = 'WRONG_SENDER',
  NotAMarketPurchase = 'NOT_A_MARKET_PURCHASE',
  SellerUnderpaid = 'SELLER_UNDERPAID',
  CardNotDelivered = 'CARD_NOT_DELIVERED',
  CardMovedSince = 'CARD_MOVED_SINCE',
}

/** Why a purchase claim was refused; nothing is recorded in any of these cases. */
export class PurchaseException extends DomainException<PurchaseExceptionReason> {
  /** Also for another user's wallet: who linked which wallet is not the caller's business. */
  static walletNotLinked() {
    return new PurchaseException(
      ErrorCode.Forbidden,
      PurchaseExceptionReason.WalletNotLinked,
      'userWalletAddress is not linked to your account: link the wallet first',
    );
  }

  static digestAlreadyRecorded() {
    return new PurchaseException(
      ErrorCode.Conflict,
      PurchaseExceptionReason.DigestAlreadyRecorded,
      'This transaction has already been recorded as a purchase',
    );
  }

  static transactionNotFound() {
    return new PurchaseException(
      ErrorCode.NotFound,
      PurchaseExceptionReason.TransactionNotFound,
      'No transaction with this digest was found on the Sui network',
    );
  }

  static transactionFailed() {
    return new PurchaseException(
      ErrorCode.BadUserInput,
      PurchaseExceptionReason.TransactionFailed,
      'This transaction failed on chain: nothing was bought',
    );
  }

  static wrongSender() {
    return new PurchaseException(
      ErrorCode.BadUserInput,
      PurchaseExceptionReason.WrongSender,
      'This transaction was not sent by userWalletAddress',
    );
  }

  static notAMarketPurchase() {
    return new PurchaseException(
      ErrorCode.BadUserInput,
      PurchaseExceptionReason.NotAMarketPurchase,
      "This transaction is not a purchase of this card by userWalletAddress on the collection's market",
    );
  }

  static sellerUnderpaid() {
    return new PurchaseException(
      ErrorCode.BadUserInput,
      PurchaseExceptionReason.SellerUnderpaid,
      'The seller received less than purchasePrice in this transaction',
    );
  }

  static cardNotDelivered() {
    return new PurchaseException(
      ErrorCode.BadUserInput,
      PurchaseExceptionReason.CardNotDelivered,
      'This transaction did not leave the card at userWalletAddress',
    );
  }

  static cardMovedSince() {
    return new PurchaseException(
      ErrorCode.Conflict,
      PurchaseExceptionReason.CardMovedSince,
      'userWalletAddress no longer owns this card',
    );
  }
}
