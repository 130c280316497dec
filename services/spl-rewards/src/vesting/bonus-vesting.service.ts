import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { VESTING_GAMEWEEKS } from '../config/spl-rewards.config';
import { NOTHING_LOCKED, type VestedBonus, vestedBonusOf } from './bonus-vesting';
import { VestingRepository } from './vesting.repository';

/** What of a manager's bonus SPL his play has not unlocked yet (docs/ledger.md, Bonus SPL). */
@Injectable()
export class BonusVestingService {
  constructor(
    private readonly vesting: VestingRepository,
    private readonly dataSource: DataSource,
    @Inject(VESTING_GAMEWEEKS) private readonly vestingGameweeks: number,
  ) {}

  /** In the caller's transaction. */
  async vestedBonusIn(
    manager: EntityManager,
    managerId: string,
    bonusReceived: number,
  ): Promise<VestedBonus> {
    if (bonusReceived === 0 || this.vestingGameweeks === 0) return NOTHING_LOCKED;
    const played = await this.vesting.gameweeksPlayedIn(manager, managerId);
    return vestedBonusOf(bonusReceived, played, this.vestingGameweeks);
  }

  vestedBonusOf(managerId: string, bonusReceived: number): Promise<VestedBonus> {
    return this.vestedBonusIn(this.dataSource.manager, managerId, bonusReceived);
  }
}
