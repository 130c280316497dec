import { Injectable } from '@nestjs/common';
import { CompetitionStakeHeld, CompetitionStakeRefused } from '@sfl/contracts';
import { type ConsumerDefinition, handles } from '@sfl/events';
import { BattleStakesService } from './battle-stakes.service';

export const BATTLE_STAKES_CONSUMER = 'leagues.battle-stakes';

/**
 * spl-rewards' answers to battle wagers (the other stakes are leagues'); each event applied once
 * (processed_event), in the transaction of its effects.
 */
@Injectable()
export class BattleStakesConsumer {
  constructor(private readonly stakes: BattleStakesService) {}

  definition(): ConsumerDefinition {
    return {
      name: BATTLE_STAKES_CONSUMER,
      handlers: [
        handles(CompetitionStakeHeld, async ({ payload }, manager) => {
          if (payload.purpose === 'battle_wager') await this.stakes.heldIn(manager, payload.stakeId);
        }),
        handles(CompetitionStakeRefused, async ({ payload }, manager) => {
          if (payload.purpose === 'battle_wager') await this.stakes.refusedIn(manager, payload);
        }),
      ],
    };
  }
}
