import { canonicalSuiAddress } from '@sfl/sui-chain';
import { UsersErrors } from '../users.errors';

/** A full Sui address in canonical form: stored and signed so, since signature checks fail on, e.g., upper-case hex. */
export function parseSuiAddress(input: string): string {
  const address = canonicalSuiAddress(input);
  if (!address) throw UsersErrors.INVALID_ADDRESS();
  return address;
}
