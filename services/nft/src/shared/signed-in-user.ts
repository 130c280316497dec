import type { InternalContext } from '@sfl/auth-context';
import { NftException } from './nft.exception';

export function signedInUser(context: InternalContext): string {
  if (!context.userId) throw NftException.notSignedIn();
  return context.userId;
}
