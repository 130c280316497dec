import { canonicalSuiAddress } from '@sfl/sui-chain';
import { WalletLinkException } from './wallet-link.exception';

/** A full Sui address in canonical form: stored and signed so, since signature checks fail on, e.g., upper-case hex. */
export function parseSuiAddress(input: string): string {
  const address = canonicalSuiAddress(input);
  if (!address) throw WalletLinkException.invalidAddress();
  return address;
}
