import { Injectable } from '@nestjs/common';
import { verifyPersonalMessageSignature } from '@mysten/sui/verify';

/**
 * Checks a personal-message signature locally: Ed25519, Secp256k1/r1, Passkey and plain
 * MultiSig. zkLogin signatures (e.g. Slush with a Google login) need a Sui client so the node
 * can verify them; until one is handed in here they are refused like any other mismatch.
 */
@Injectable()
export class WalletSignatureVerifier {
  async verify(message: string, signature: string, address: string): Promise<boolean> {
    try {
      await verifyPersonalMessageSignature(new TextEncoder().encode(message), signature, { address });
      return true;
    } catch {
      return false;
    }
  }
}
