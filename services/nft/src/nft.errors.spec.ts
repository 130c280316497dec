import { clientViewOf } from '@sfl/testing';
import { NftErrors } from './nft.errors';

// Every code keeps the class and message clients have always seen (the REST status follows from
// the class): clients branch on codes, and the page shows the messages.
describe('NftErrors', () => {
  it.each([
    [
      'INVALID_ADDRESS',
      () => NftErrors.INVALID_ADDRESS('x-7'),
      'BAD_USER_INPUT',
      400,
      'x-7 must be a Sui address: 0x and 64 hex digits',
    ],
    [
      'INVALID_DIGEST',
      () => NftErrors.INVALID_DIGEST('x-7'),
      'BAD_USER_INPUT',
      400,
      'x-7 must be a Sui transaction digest: 32 bytes in base58',
    ],
    [
      'INVALID_PRICE',
      () => NftErrors.INVALID_PRICE(),
      'BAD_USER_INPUT',
      400,
      'purchasePrice must be greater than 0 MIST',
    ],
    ['NOT_YOUR_NFTS', () => NftErrors.NOT_YOUR_NFTS(), 'FORBIDDEN', 403, 'You can only see your own NFTs'],
    [
      'COLLECTION_NOT_DEPLOYED',
      () => NftErrors.COLLECTION_NOT_DEPLOYED(),
      'NOT_FOUND',
      404,
      'The player-card collection is not deployed on this Sui network',
    ],
    [
      'NOT_THIS_COLLECTION',
      () => NftErrors.NOT_THIS_COLLECTION(),
      'BAD_USER_INPUT',
      400,
      "contractAddress is not the player-card collection's package",
    ],
    [
      'TOO_MANY_CHAIN_READS',
      () => NftErrors.TOO_MANY_CHAIN_READS(90_001),
      'TOO_MANY_REQUESTS',
      429,
      'Too many Sui network lookups. Try again in 91 seconds.',
    ],
    [
      'WALLET_NOT_LINKED',
      () => NftErrors.WALLET_NOT_LINKED(),
      'FORBIDDEN',
      403,
      'userWalletAddress is not linked to your account: link the wallet first',
    ],
    [
      'DIGEST_ALREADY_RECORDED',
      () => NftErrors.DIGEST_ALREADY_RECORDED(),
      'CONFLICT',
      409,
      'This transaction has already been recorded as a purchase',
    ],
    [
      'TRANSACTION_NOT_FOUND',
      () => NftErrors.TRANSACTION_NOT_FOUND(),
      'NOT_FOUND',
      404,
      'No transaction with this digest was found on the Sui network',
    ],
    [
      'TRANSACTION_FAILED',
      () => NftErrors.TRANSACTION_FAILED(),
      'BAD_USER_INPUT',
      400,
      'This transaction failed on chain: nothing was bought',
    ],
    [
      'WRONG_SENDER',
      () => NftErrors.WRONG_SENDER(),
      'BAD_USER_INPUT',
      400,
      'This transaction was not sent by userWalletAddress',
    ],
    [
      'NOT_A_MARKET_PURCHASE',
      () => NftErrors.NOT_A_MARKET_PURCHASE(),
      'BAD_USER_INPUT',
      400,
      "This transaction is not a purchase of this card by userWalletAddress on the collection's market",
    ],
    [
      'SELLER_UNDERPAID',
      () => NftErrors.SELLER_UNDERPAID(),
      'BAD_USER_INPUT',
      400,
      'The seller received less than purchasePrice in this transaction',
    ],
    [
      'CARD_NOT_DELIVERED',
      () => NftErrors.CARD_NOT_DELIVERED(),
      'BAD_USER_INPUT',
      400,
      'This transaction did not leave the card at userWalletAddress',
    ],
    [
      'CARD_MOVED_SINCE',
      () => NftErrors.CARD_MOVED_SINCE(),
      'CONFLICT',
      409,
      'userWalletAddress no longer owns this card',
    ],
    [
      'CARD_IN_LOCKED_LINEUP',
      () => NftErrors.CARD_IN_LOCKED_LINEUP(),
      'CONFLICT',
      409,
      'This player is in your locked lineup until the gameweek is final',
    ],
    [
      'MARKET_PRICE_OUT_OF_RANGE',
      () => NftErrors.MARKET_PRICE_OUT_OF_RANGE('expectedPrice'),
      'BAD_USER_INPUT',
      400,
      'expectedPrice must be a whole number of SPL from 1 to 1,000,000',
    ],
    [
      'SEARCH_TOO_LONG',
      () => NftErrors.SEARCH_TOO_LONG(50),
      'BAD_USER_INPUT',
      400,
      'search must be at most 50 characters long',
    ],
    [
      'PRICE_HISTORY_DAYS_OUT_OF_RANGE',
      () => NftErrors.PRICE_HISTORY_DAYS_OUT_OF_RANGE(365),
      'BAD_USER_INPUT',
      400,
      'days must be between 1 and 365',
    ],
    [
      'NO_GAMEWEEK_PLAYED',
      () => NftErrors.NO_GAMEWEEK_PLAYED(),
      'CONFLICT',
      409,
      'You can list players once you have played a gameweek',
    ],
    [
      'LISTING_DELISTED',
      () => NftErrors.LISTING_DELISTED(),
      'CONFLICT',
      409,
      'This player is no longer on the market: the seller took it back',
    ],
    [
      'PRICE_CHANGED',
      () => NftErrors.PRICE_CHANGED(12_500, 13_000),
      'CONFLICT',
      409,
      'The price of this player changed from 12,500 to 13,000 SPL',
    ],
  ] as const)('%s keeps its class and message', (reason, make, code, status, message) => {
    expect(clientViewOf(make())).toEqual([reason, code, status, message]);
  });
});
