import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { LeaderLease } from '@sfl/database';
import type { Logger } from '@sfl/logging';
import { LEADER_LEASES, LOGGER } from '@sfl/subgraph';
import { OnChainCardsService } from './on-chain-cards.service';

/** Cards re-read per round: a little under the re-check's own allowance of 30 chain reads a minute. */
export const RECHECK_BATCH = 25;

/**
 * Runs the on-chain cards' re-check every `intervalMs` until the app closes; one round at a time,
 * by one instance of the service at a time (the leader), so the chain reads stay within allowance.
 */
@Injectable()
export class OnChainRecheck implements OnModuleDestroy {
  private timer: NodeJS.Timeout | null = null;
  private round: Promise<void> | null = null;
  private readonly lease: LeaderLease;

  constructor(
    private readonly cards: OnChainCardsService,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(LEADER_LEASES) leases: (name: string) => LeaderLease,
  ) {
    this.lease = leases('nft.on-chain-recheck');
  }

  start(intervalMs: number): void {
    this.timer = setInterval(() => {
      // A round still running (a slow full node) is not joined by another.
      this.round ??= this.recheckIfLeading()
        .catch((error: unknown) => {
          this.logger.warn({ err: error }, 'on-chain cards re-check failed; the next round tries again');
        })
        .finally(() => {
          this.round = null;
        });
    }, intervalMs);
    this.timer.unref();
  }

  private async recheckIfLeading(): Promise<void> {
    if (await this.lease.held()) await this.cards.recheck(RECHECK_BATCH);
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.round;
    await this.lease.release();
  }
}
