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
});
