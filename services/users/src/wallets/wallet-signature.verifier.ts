import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type KeyValueStore, ReadThroughCache, WindowLimit } from '@sfl/cache';
import type { ChainReader } from '@sfl/sui-chain';
import { CHAIN_READER, KEY_VALUE_STORE } from '@sfl/subgraph';
import { UsersErrors } from '../users.errors';

/** Signature checks one user may cause per minute: zkLogin ones each cost a full-node call. */
export const SIGNATURE_CHECKS_PER_MINUTE = 10;
// A verdict for the same message, signature and address cannot change; a minute bounds the store.
export const SIGNATURE_VERDICT_TTL_MS = 60_000;

/**
 * Checks a personal-message signature through the chain reader: Ed25519, Secp256k1/r1, Passkey
 * and plain MultiSig verify locally; zkLogin signatures (e.g. Slush with a Google login) are
 * verified by the Sui full node. Checks are charged to the user asking, and repeated ones are
 * answered from the last minute's verdicts.
 */
@Injectable()
export class WalletSignatureVerifier {
  private readonly checks: WindowLimit;
  private readonly verdicts: ReadThroughCache<boolean>;

  constructor(
    @Inject(CHAIN_READER) private readonly chain: Pick<ChainReader, 'verifyPersonalMessage'>,
    @Inject(KEY_VALUE_STORE) store: KeyValueStore,
  ) {
    this.checks = new WindowLimit(store, {
      prefix: 'users:signature-checks',
      limit: SIGNATURE_CHECKS_PER_MINUTE,
      windowMs: 60_000,
    });
    this.verdicts = new ReadThroughCache(store, {
      prefix: 'users:signature-verdict',
      ttlMs: SIGNATURE_VERDICT_TTL_MS,
    });
  }

  verify(userId: string, message: string, signature: string, address: string): Promise<boolean> {
    const key = createHash('sha256').update(`${address}\n${signature}\n${message}`).digest('base64url');
    return this.verdicts.get(key, async () => {
      const verdict = await this.checks.take(userId);
      if (!verdict.allowed) throw UsersErrors.TOO_MANY_SIGNATURE_CHECKS(verdict.retryAfterMs);
      return this.chain.verifyPersonalMessage(new TextEncoder().encode(message), signature, address);
    });
  }
}
