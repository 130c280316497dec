import { Injectable } from '@nestjs/common';
import { LEAGUE_CHAMPION_MIN_SCORING_MEMBERS, LeagueFinished } from '@sfl/contracts';
import { type ConsumerDefinition, handles, type PayloadOf } from '@sfl/events';
import type { EntityManager } from 'typeorm';
import { AchievementLocks } from './achievement-locks';
import { AchievementsRepository } from './achievements.repository';
import { AchievementsService } from './achievements.service';

export const LEAGUE_CHAMPIONS_CONSUMER = 'spl-rewards.league-champions';

/**
 * League Champion from leagues.events (docs/achievements.md): a league's winners kept under the
 * league, then unlocked and paid once as the other achievements are. Its own consumer group beside
 * the achievements one, as it reads leagues' topic: it starts with the competitions consumer
 * (startLeaguesConsumers). Each event applied once (processed_event); a replay changes nothing.
 */
@Injectable()
export class LeagueChampionsConsumer {
  constructor(
    private readonly achievements: AchievementsRepository,
    private readonly service: AchievementsService,
  ) {}

  definition(): ConsumerDefinition {
    return {
      name: LEAGUE_CHAMPIONS_CONSUMER,
      handlers: [handles(LeagueFinished, ({ payload }, manager) => this.leagueFinished(manager, payload))],
    };
  }

  private async leagueFinished(manager: EntityManager, league: PayloadOf<typeof LeagueFinished>) {
    const champions = championsOf(league);
    if (champions.length === 0) return;
    await AchievementLocks.forManagers(manager, champions);
    await this.achievements.recordLeagueWinIn(manager, league.leagueId, champions);
    await this.service.settleIn(manager, champions, ['league-champion']);
  }
}

/**
 * Who won a league: rank 1 of one that was not cancelled and in which at least
 * LEAGUE_CHAMPION_MIN_SCORING_MEMBERS members scored, each champion with points of their own (more
 * than one only when its tie-break could not split them). Empty leagues made to be won pay nothing.
 */
function championsOf(league: PayloadOf<typeof LeagueFinished>): string[] {
  if (league.cancelled) return [];
  const scoring = league.standings.filter((standing) => standing.points > 0);
  if (scoring.length < LEAGUE_CHAMPION_MIN_SCORING_MEMBERS) return [];
  return scoring.filter((standing) => standing.rank === 1).map((standing) => standing.managerId);
}
