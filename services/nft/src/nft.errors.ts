import { MARKET_MAX_PRICE_SPL, MARKET_MIN_PRICE_SPL } from '@sfl/contracts';
import { defineExceptions, ErrorCode, retryAfterText } from '@sfl/errors';

/** Every failure the nft subgraph reports, by reason code. */
export const NftErrors = defineExceptions({
  // Input and access rules shared by the subgraph's operations
  INVALID_ADDRESS: {
    code: ErrorCode.BadUserInput,
    message: (field: string) => `${field} must be a Sui address: 0x and 64 hex digits`,
  },
  INVALID_DIGEST: {
    code: ErrorCode.BadUserInput,
    message: (field: string) => `${field} must be a Sui transaction digest: 32 bytes in base58`,
  },
  INVALID_PRICE: { code: ErrorCode.BadUserInput, message: 'purchasePrice must be greater than 0 MIST' },
  NOT_YOUR_NFTS: { code: ErrorCode.Forbidden, message: 'You can only see your own NFTs' },
  COLLECTION_NOT_DEPLOYED: {
    code: ErrorCode.NotFound,
    message: 'The player-card collection is not deployed on this Sui network',
  },
  NOT_THIS_COLLECTION: {
    code: ErrorCode.BadUserInput,
    message: "contractAddress is not the player-card collection's package",
  },
  TOO_MANY_CHAIN_READS: {
    code: ErrorCode.TooManyRequests,
    message: (retryAfterMs: number) =>
      `Too many Sui network lookups. Try again in ${retryAfterText(retryAfterMs, 'second')}.`,
  },

  // Why a purchase claim was refused; nothing is recorded in any of these cases.
  // Also for another user's wallet: who linked which wallet is not the caller's business.
  WALLET_NOT_LINKED: {
    code: ErrorCode.Forbidden,
    message: 'userWalletAddress is not linked to your account: link the wallet first',
  },
  DIGEST_ALREADY_RECORDED: {
    code: ErrorCode.Conflict,
    message: 'This transaction has already been recorded as a purchase',
  },
  TRANSACTION_NOT_FOUND: {
    code: ErrorCode.NotFound,
    message: 'No transaction with this digest was found on the Sui network',
  },
  TRANSACTION_FAILED: {
    code: ErrorCode.BadUserInput,
    message: 'This transaction failed on chain: nothing was bought',
  },
  WRONG_SENDER: {
    code: ErrorCode.BadUserInput,
    message: 'This transaction was not sent by userWalletAddress',
  },
  NOT_A_MARKET_PURCHASE: {
    code: ErrorCode.BadUserInput,
    message:
      "This transaction is not a purchase of this card by userWalletAddress on the collection's market",
  },
  SELLER_UNDERPAID: {
    code: ErrorCode.BadUserInput,
    message: 'The seller received less than purchasePrice in this transaction',
  },
  CARD_NOT_DELIVERED: {
    code: ErrorCode.BadUserInput,
    message: 'This transaction did not leave the card at userWalletAddress',
  },
  CARD_MOVED_SINCE: { code: ErrorCode.Conflict, message: 'userWalletAddress no longer owns this card' },

  // The player market (docs/market.md); a refusal changes nothing.
  MARKET_PRICE_OUT_OF_RANGE: {
    code: ErrorCode.BadUserInput,
    message: (field: 'price' | 'expectedPrice' = 'price') =>
      `${field} must be a whole number of SPL from ${spl(MARKET_MIN_PRICE_SPL)} to ${spl(MARKET_MAX_PRICE_SPL)}`,
  },
  SEARCH_TOO_LONG: {
    code: ErrorCode.BadUserInput,
    message: (max: number) => `search must be at most ${max} characters long`,
  },
  MARKET_FILTER_OUT_OF_RANGE: {
    code: ErrorCode.BadUserInput,
    message: (field: 'minForm' | 'maxPrice' | 'maxDifficulty', range: string) => `${field} must be ${range}`,
  },
  SORT_NOT_FOR_NEW_CARDS: {
    code: ErrorCode.BadUserInput,
    message: 'New cards are not listed: sort NEWEST is for listings only',
  },
  PRICE_HISTORY_DAYS_OUT_OF_RANGE: {
    code: ErrorCode.BadUserInput,
    message: (max: number) => `days must be between 1 and ${max}`,
  },
  NO_GAMEWEEK_PLAYED: {
    code: ErrorCode.Conflict,
    message: 'You can list players once you have played a gameweek',
  },
  CARD_NOT_FOUND: { code: ErrorCode.NotFound, message: 'No in-game card with this id' },
  NOT_YOUR_CARD: { code: ErrorCode.Forbidden, message: 'You can only sell your own cards' },
  CARD_ALREADY_LISTED: { code: ErrorCode.Conflict, message: 'This card is already on the market' },
  CARD_IN_LOCKED_LINEUP: {
    code: ErrorCode.Conflict,
    message: 'This player is in your locked lineup until the gameweek is final',
  },
  LISTING_NOT_FOUND: { code: ErrorCode.NotFound, message: 'No listing with this id' },
  NOT_YOUR_LISTING: { code: ErrorCode.Forbidden, message: 'You can only change your own listings' },
  LISTING_NOT_ACTIVE: {
    code: ErrorCode.Conflict,
    message: 'This listing is no longer on the market',
  },
  OWN_LISTING: { code: ErrorCode.BadUserInput, message: 'You cannot buy your own listing' },
  ALREADY_SOLD: { code: ErrorCode.Conflict, message: 'This player has already been sold' },
  LISTING_DELISTED: {
    code: ErrorCode.Conflict,
    message: 'This player is no longer on the market: the seller took it back',
  },
  PRICE_CHANGED: {
    code: ErrorCode.Conflict,
    message: (confirmed: number, current: number) =>
      `The price of this player changed from ${spl(confirmed)} to ${spl(current)} SPL`,
  },
  IDEMPOTENCY_KEY_REUSED: {
    code: ErrorCode.Conflict,
    message: 'This idempotency key was already used for another purchase',
  },
  INVALID_IDEMPOTENCY_KEY: {
    code: ErrorCode.BadUserInput,
    message: 'idempotencyKey must be 1 to 100 characters',
  },
  FOOTBALLER_NOT_FOUND: { code: ErrorCode.NotFound, message: 'No footballer with this id' },
  NO_NEW_CARDS_LEFT: {
    code: ErrorCode.Conflict,
    message: 'No new cards of this player are left this season',
  },
  PURCHASE_NOT_FOUND: { code: ErrorCode.NotFound, message: 'No purchase of yours with this id' },
});

/** Whole SPL as the market page shows it: 12,500. */
function spl(amount: number): string {
  return amount.toLocaleString('en-US');
}
