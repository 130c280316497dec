import { Injectable } from '@nestjs/common';
import { CompetitionStakeHeld, CompetitionStakeRefused } from '@sfl/contracts';
import { type ConsumerDefinition, handles } from '@sfl/events';
import { LeagueFundingService } from './league-funding.service';

export const LEAGUE_STAKES_CONSUMER = 'leagues.stakes';

/**
 * spl-rewards' answers to the leagues' stakes (prize pools and entry fees); answers for other
 * stakes (battles' wagers) find no league stake and change nothing. Each event applied once.
 */
@Injectable()
export class LeagueStakesConsumer {
  constructor(private readonly funding: LeagueFundingService) {}

  definition(): ConsumerDefinition {
    return {
      name: LEAGUE_STAKES_CONSUMER,
      handlers: [
        handles(CompetitionStakeHeld, ({ payload }, manager) =>
          this.funding.heldIn(manager, payload.stakeId),
        ),
        handles(CompetitionStakeRefused, ({ payload }, manager) => this.funding.refusedIn(manager, payload)),
      ],
    };
  }
}
