import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { VESTING_GAMEWEEKS } from '../config/spl-rewards.config';
import { NOTHING_LOCKED, type VestedBonus, vestedBonusOf } from './bonus-vesting';
import { VestingRepository } from './vesting.repository';

/** What of a manager's bonus SPL his play has not unlocked yet (docs/ledger.md, Bonus SPL). */
@Injectable()
export class BonusVestingService {
  constructor(
    private readonly vesting: VestingRepository,
    @Inject(VESTING_GAMEWEEKS) private readonly vestingGameweeks: number,
  ) {}

  /** In the caller's transaction. */
  vestedBonusIn(manager: EntityManager, managerId: string, bonusReceived: number): Promise<VestedBonus> {
    return this.vested(managerId, bonusReceived, manager);
  }

  vestedBonusOf(managerId: string, bonusReceived: number): Promise<VestedBonus> {
    return this.vested(managerId, bonusReceived);
  }

  private async vested(
    managerId: string,
    bonusReceived: number,
    manager?: EntityManager,
  ): Promise<VestedBonus> {
    if (bonusReceived === 0 || this.vestingGameweeks === 0) return NOTHING_LOCKED;
    const played = await this.vesting.gameweeksPlayed(managerId, manager);
    return vestedBonusOf(bonusReceived, played, this.vestingGameweeks);
  }
}
