import { Inject, Injectable } from '@nestjs/common';
import { assertUnderOpenCap, CLOCK, type Clock } from '@sfl/subgraph';
import type { EntityManager } from 'typeorm';
import { LEAGUES_LIMITS, type LeaguesLimits } from '../config/leagues.config';
import { BattlesErrors } from '../leagues.errors';
import { SplBalancesRepository } from '../projections/spl-balances.repository';
import { BattlesRepository } from './battles.repository';
import type { BattleEntity } from './entities/battle.entity';

// spl-rewards answers a wager in about a second: the manager may try again soon.
const PENDING_WAGER_RETRY_MS = 5_000;

/**
 * Funds before seat (docs/battles.md, Funds first): a wager the manager's last reported SPL cannot
 * cover is refused at once, a manager has only a few wagers waiting for spl-rewards at a time, and
 * a manager whose wager is not held within the seat's hold loses the seat to the next taker. So a
 * manager without the SPL blocks nobody's battle, however many accounts they use.
 */
@Injectable()
export class BattleFundsService {
  constructor(
    private readonly balances: SplBalancesRepository,
    private readonly battles: BattlesRepository,
    @Inject(LEAGUES_LIMITS) private readonly limits: LeaguesLimits,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Refuses a wager the manager plainly cannot cover, or one more while too many wait for their SPL. */
  async assertMayWager(managerId: string, wager: number): Promise<void> {
    const spendable = await this.balances.spendableOf(managerId);
    if (spendable !== null && spendable < wager) throw BattlesErrors.WAGER_NOT_COVERED(wager, spendable);
    assertUnderOpenCap(
      'wagers waiting for their SPL',
      await this.battles.requestedStakesOf(managerId),
      this.limits.maxPendingWagers,
      PENDING_WAGER_RETRY_MS,
    );
  }

  /** A seat taken before this time whose taker's wager is still not held is free again. */
  seatHeldSince(): Date {
    return new Date(this.clock.now() - this.limits.seatHoldMs);
  }

  /** Whether the (locked) battle's seat may be taken: nobody took it, or its taker's hold ran out. */
  async seatIsFreeIn(manager: EntityManager, battle: BattleEntity): Promise<boolean> {
    if (battle.opponentStakeId === null) return true;
    const taker = (await this.battles.stakeIn(manager, battle.opponentStakeId))!;
    return taker.status === 'REQUESTED' && taker.requestedAt <= this.seatHeldSince();
  }
}
