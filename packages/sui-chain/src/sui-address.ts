import { isValidSuiAddress, normalizeSuiAddress } from '@mysten/sui/utils';

/**
 * The canonical form (0x + 64 lower-case hex digits) of a full Sui address or object id, the form
 * the chain reader answers in (and signature checks require), or null when `input` is not one.
 */
export function canonicalSuiAddress(input: string): string | null {
  const trimmed = input.trim();
  return isValidSuiAddress(trimmed) ? normalizeSuiAddress(trimmed) : null;
}
