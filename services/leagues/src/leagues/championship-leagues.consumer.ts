import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ChampionshipOpened } from '@sfl/contracts';
import { type ConsumerDefinition, handles, type PayloadOf } from '@sfl/events';
import type { EntityManager } from 'typeorm';
import { LeagueMembershipEntity } from './entities/league-membership.entity';
import { LeagueEntity } from './entities/league.entity';
import { recordLeagueCreated, recordMemberJoined } from './league-events';

export const CHAMPIONSHIP_LEAGUES_CONSUMER = 'leagues.championships';

/**
 * A championship that opens runs as a league with its id (docs/leagues.md): no creator, no fees,
 * its gameweeks, and its entrants (earliest first, up to its seats) as ACTIVE members. Each event
 * applied once (processed_event); a league that exists already is left alone.
 */
@Injectable()
export class ChampionshipLeaguesConsumer {
  definition(): ConsumerDefinition {
    return {
      name: CHAMPIONSHIP_LEAGUES_CONSUMER,
      handlers: [handles(ChampionshipOpened, ({ payload }, manager) => this.openIn(manager, payload))],
    };
  }

  private async openIn(manager: EntityManager, opened: PayloadOf<typeof ChampionshipOpened>): Promise<void> {
    if (await manager.existsBy(LeagueEntity, { id: opened.championshipId })) return;
    const openedAt = new Date(opened.openedAt);
    const league = await manager.save(
      manager.create(LeagueEntity, {
        id: opened.championshipId,
        name: opened.name.slice(0, 60),
        description: opened.description.slice(0, 500),
        prizeDetails: '',
        maxParticipants: opened.maxParticipants,
        entryFee: 0,
        prizePool: 0,
        firstPrize: 0,
        secondPrize: 0,
        thirdPrize: 0,
        startGameweek: opened.startGameweek,
        endGameweek: opened.endGameweek,
        phase: 'UPCOMING',
        championship: true,
        isPrivate: false,
        creatorId: null,
        inviteCode: null,
        finishedAt: null,
      }),
    );
    await recordLeagueCreated(manager, league);
    const entrants = [...new Set(opened.entrantIds)].slice(0, opened.maxParticipants);
    for (const [place, managerId] of entrants.entries()) {
      // A millisecond apart, in their order: the earlier join wins a tie.
      const membership = await manager.save(
        manager.create(LeagueMembershipEntity, {
          id: randomUUID(),
          leagueId: league.id,
          managerId,
          status: 'ACTIVE',
          refusal: null,
          joinedAt: new Date(openedAt.getTime() + place),
          firstGameweek: league.startGameweek,
          finalRank: null,
          prize: 0,
        }),
      );
      await recordMemberJoined(manager, membership);
    }
  }
}
