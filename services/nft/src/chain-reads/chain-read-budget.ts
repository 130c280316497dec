import { Inject, Injectable } from '@nestjs/common';
import { clientAddressKey, type KeyValueStore, WindowLimit } from '@sfl/cache';
import { KEY_VALUE_STORE } from '@sfl/subgraph';
import { NftErrors } from '../nft.errors';

/** Full-node reads one caller may cause per minute: each costs us provider quota. */
export const CHAIN_READS_PER_MINUTE = 30;

/** Who a chain read is charged to: the signed-in user, else the client address (IPv6: its /64). */
export function chainReadCaller(context: { userId: string | null; clientIp: string | null }): string {
  if (context.userId) return `user:${context.userId}`;
  return `ip:${context.clientIp ? clientAddressKey(context.clientIp) : 'unknown'}`;
}

/** Charges each chain read a caller triggers against their per-minute allowance. */
@Injectable()
export class ChainReadBudget {
  private readonly limit: WindowLimit;

  constructor(@Inject(KEY_VALUE_STORE) store: KeyValueStore) {
    this.limit = new WindowLimit(store, {
      prefix: 'nft:chain-reads',
      limit: CHAIN_READS_PER_MINUTE,
      windowMs: 60_000,
    });
  }

  /** Call right before reading the chain for `caller`; throws TOO_MANY_CHAIN_READS once spent. */
  async spend(caller: string): Promise<void> {
    const verdict = await this.limit.take(caller);
    if (!verdict.allowed) throw NftErrors.TOO_MANY_CHAIN_READS(verdict.retryAfterMs);
  }
}
