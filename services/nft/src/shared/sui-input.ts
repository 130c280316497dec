import { isValidTransactionDigest } from '@mysten/sui/utils';
import { canonicalSuiAddress } from '@sfl/sui-chain';
import { NftErrors } from '../nft.errors';

/**
 * The canonical form (0x + 64 lower-case hex digits) of a full Sui address or object id, the
 * form the chain reader answers in, so comparisons are plain ===.
 */
export function parseSuiAddress(input: string, field: string): string {
  const address = canonicalSuiAddress(input);
  if (!address) throw NftErrors.INVALID_ADDRESS(field);
  return address;
}

/** A transaction digest: base58 text of 32 bytes, kept exactly as given (base58 is case-sensitive). */
export function parseDigest(input: string, field: string): string {
  const trimmed = input.trim();
  if (!isValidTransactionDigest(trimmed)) throw NftErrors.INVALID_DIGEST(field);
  return trimmed;
}
