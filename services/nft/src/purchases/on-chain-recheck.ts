import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { LeaderLease } from '@sfl/database';
import type { Logger } from '@sfl/logging';
import { LEADER_LEASES, LeaderLeasedInterval, LOGGER } from '@sfl/subgraph';
import { OnChainCardsService } from './on-chain-cards.service';

/** Cards re-read per round: a little under the re-check's own allowance of 30 chain reads a minute. */
export const RECHECK_BATCH = 25;

/**
 * Runs the on-chain cards' re-check every `intervalMs` until the app closes, by one instance at a
 * time (the leader), so the chain reads stay within allowance; a slow full node's round is not joined.
 */
@Injectable()
export class OnChainRecheck implements OnModuleDestroy {
  private readonly interval: LeaderLeasedInterval;

  constructor(
    cards: OnChainCardsService,
    @Inject(LOGGER) logger: Logger,
    @Inject(LEADER_LEASES) leases: (name: string) => LeaderLease,
  ) {
    this.interval = new LeaderLeasedInterval(leases('nft.on-chain-recheck'), logger, () =>
      cards.recheck(RECHECK_BATCH),
    );
  }

  start(intervalMs: number): void {
    this.interval.start(intervalMs);
  }

  onModuleDestroy(): Promise<void> {
    return this.interval.stop();
  }
}
