import { Inject, Injectable } from '@nestjs/common';
import type { ChainReader } from '@sfl/sui-chain';
import { CHAIN_READER } from '../accounts/accounts.tokens';

/**
 * Checks a personal-message signature through the chain reader: Ed25519, Secp256k1/r1, Passkey
 * and plain MultiSig verify locally; zkLogin signatures (e.g. Slush with a Google login) are
 * verified by the Sui full node.
 */
@Injectable()
export class WalletSignatureVerifier {
  constructor(@Inject(CHAIN_READER) private readonly chain: Pick<ChainReader, 'verifyPersonalMessage'>) {}

  verify(message: string, signature: string, address: string): Promise<boolean> {
    return this.chain.verifyPersonalMessage(new TextEncoder().encode(message), signature, address);
  }
}
