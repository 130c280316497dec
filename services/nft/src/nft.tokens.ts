// Injection tokens for what the app factory hands in from outside.
export const KEY_VALUE_STORE = Symbol('KEY_VALUE_STORE');
export const CHAIN_READER = Symbol('CHAIN_READER');
export const NFT_COLLECTION = Symbol('NFT_COLLECTION');
