import { isValidSuiAddress, normalizeSuiAddress } from '@mysten/sui/utils';
import { WalletLinkException } from './wallet-link.exception';

/**
 * The canonical form (0x + 64 lower-case hex digits) of a full Sui address; stored and signed
 * in that form because signature checks fail on, e.g., upper-case hex.
 */
export function parseSuiAddress(input: string): string {
  const trimmed = input.trim();
  if (!isValidSuiAddress(trimmed)) throw WalletLinkException.invalidAddress();
  return normalizeSuiAddress(trimmed);
}
