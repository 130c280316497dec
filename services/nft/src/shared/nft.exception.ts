import { DomainException, ErrorCode } from '@sfl/errors';

export enum NftExceptionReason {
  InvalidAddress = 'INVALID_ADDRESS',
  InvalidDigest = 'INVALID_DIGEST',
  InvalidPrice = 'INVALID_PRICE',
  NotYourNfts = 'NOT_YOUR_NFTS',
  CollectionNotDeployed = 'COLLECTION_NOT_DEPLOYED',
  NotThisCollection = 'NOT_THIS_COLLECTION',
  TooManyChainReads = 'TOO_MANY_CHAIN_READS',
}

/** Input and access rules shared by the nft module's operations. */
export class NftException extends DomainException<NftExceptionReason> {
  static invalidAddress(field: string) {
    return new NftException(
      ErrorCode.BadUserInput,
      NftExceptionReason.InvalidAddress,
      `${field} must be a Sui address: 0x and 64 hex digits`,
    );
  }

  static invalidDigest(field: string) {
    return new NftException(
      ErrorCode.BadUserInput,
      NftExceptionReason.InvalidDigest,
      `${field} must be a Sui transaction digest: 32 bytes in base58`,
    );
  }

  static invalidPrice() {
    return new NftException(
      ErrorCode.BadUserInput,
      NftExceptionReason.InvalidPrice,
      'purchasePrice must be greater than 0 MIST',
    );
  }

  static notYourNfts() {
    return new NftException(
      ErrorCode.Forbidden,
      NftExceptionReason.NotYourNfts,
      'You can only see your own NFTs',
    );
  }

  static collectionNotDeployed() {
    return new NftException(
      ErrorCode.NotFound,
      NftExceptionReason.CollectionNotDeployed,
      'The player-card collection is not deployed on this Sui network',
    );
  }

  static notThisCollection() {
    return new NftException(
      ErrorCode.BadUserInput,
      NftExceptionReason.NotThisCollection,
      "contractAddress is not the player-card collection's package",
    );
  }

  static tooManyChainReads(retryAfterMs: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    return new NftException(
      ErrorCode.TooManyRequests,
      NftExceptionReason.TooManyChainReads,
      `Too many Sui network lookups. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    );
  }
}
