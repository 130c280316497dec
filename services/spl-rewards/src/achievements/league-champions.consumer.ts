import { Injectable } from '@nestjs/common';
import { LeagueFinished } from '@sfl/contracts';
import { type ConsumerDefinition, handles } from '@sfl/events';
import { AchievementFactsService } from './achievement-facts.service';

export const LEAGUE_CHAMPIONS_CONSUMER = 'spl-rewards.league-champions';

/**
 * League Champion from leagues.events (docs/achievements.md): a league's winners kept under the
 * league, then unlocked and paid once as the other achievements are. Its own consumer group beside
 * the achievements one, as it reads leagues' topic: it starts with the competitions consumer
 * (startLeaguesConsumers). Each event applied once (processed_event); a replay changes nothing.
 */
@Injectable()
export class LeagueChampionsConsumer {
  constructor(private readonly facts: AchievementFactsService) {}

  definition(): ConsumerDefinition {
    return {
      name: LEAGUE_CHAMPIONS_CONSUMER,
      handlers: [
        handles(LeagueFinished, ({ payload }, manager) =>
          this.facts.recordLeagueFinishedIn(manager, payload),
        ),
      ],
    };
  }
}
