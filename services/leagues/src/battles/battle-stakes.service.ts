import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type StakeRefused, stakeRefusalText } from '../shared/stake-refusal';
import { BattleSettlementsService } from './battle-settlements.service';
import { BattlesRepository } from './battles.repository';
import type { BattleStakeEntity } from './entities/battle-stake.entity';
import type { BattleEntity } from './entities/battle.entity';

/** A refusal as spl-rewards tells it. */
export interface WagerRefused extends StakeRefused {
  stakeId: string;
}

/**
 * spl-rewards' answers to the wagers (docs/battles.md): a held wager funds its battle, or goes
 * back at once when the battle is no longer waiting for it; a refused one cancels the challenge
 * (the challenger's) or frees the seat (an opponent's). The battle is locked before its stake.
 */
@Injectable()
export class BattleStakesService {
  constructor(
    private readonly battles: BattlesRepository,
    private readonly settlements: BattleSettlementsService,
  ) {}

  async heldIn(manager: EntityManager, stakeId: string): Promise<void> {
    const found = await this.answeredStakeIn(manager, stakeId);
    if (!found) return;
    const { battle, stake } = found;
    await this.battles.setStakesIn(manager, [stake.id], 'HELD');
    const held = { ...stake, status: 'HELD' as const };
    if (!isWaitingFor(battle, stake)) {
      const reason = battle.status === 'EXPIRED' ? 'battle_expired' : 'battle_cancelled';
      return this.settlements.releaseIn(manager, battle.id, [held], reason);
    }
    const other = battle.challengerStakeId === stake.id ? battle.opponentStakeId : battle.challengerStakeId;
    const otherStake = other ? await this.battles.stakeIn(manager, other) : null;
    if (otherStake?.status === 'HELD') {
      await this.battles.updateIn(manager, battle.id, { status: 'ACCEPTED' });
      await this.settlements.recordAcceptedIn(manager, battle);
    }
  }

  async refusedIn(manager: EntityManager, refused: WagerRefused): Promise<void> {
    const found = await this.answeredStakeIn(manager, refused.stakeId);
    if (!found) return;
    const { battle, stake } = found;
    await this.battles.setStakesIn(manager, [stake.id], 'REFUSED', stakeRefusalText('Wager', refused));
    if (!isWaitingFor(battle, stake)) return;
    if (stake.id === battle.challengerStakeId) return this.settlements.closeIn(manager, battle, 'CANCELLED');
    // The opponent could not pay: the battle is open again, to them too once they can.
    await this.battles.updateIn(manager, battle.id, { opponentId: null, opponentStakeId: null });
  }

  // The stake still waiting for its answer, and its battle, both locked; null when answered already.
  private async answeredStakeIn(
    manager: EntityManager,
    stakeId: string,
  ): Promise<{ battle: BattleEntity; stake: BattleStakeEntity } | null> {
    const unlocked = await this.battles.stakeById(stakeId, manager);
    if (!unlocked) return null;
    const battle = (await this.battles.lockIn(manager, unlocked.battleId))!;
    const stake = (await this.battles.stakeIn(manager, stakeId))!;
    return stake.status === 'REQUESTED' ? { battle, stake } : null;
  }
}

/** Whether the battle still needs this wager: PENDING, and it is one of its current sides'. */
const isWaitingFor = (battle: BattleEntity, stake: BattleStakeEntity): boolean =>
  battle.status === 'PENDING' &&
  (stake.id === battle.challengerStakeId || stake.id === battle.opponentStakeId);
