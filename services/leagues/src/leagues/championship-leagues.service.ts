import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { ChampionshipOpened } from '@sfl/contracts';
import type { PayloadOf } from '@sfl/events';
import type { EntityManager } from 'typeorm';
import { recordLeagueCreated, recordMemberJoined } from './league-events';
import { LeaguesRepository } from './leagues.repository';

/**
 * A championship that opens runs as a league with its id (docs/leagues.md): no creator, no fees,
 * its gameweeks, and its entrants (earliest first, up to its seats) as ACTIVE members. A league
 * that exists already is left alone.
 */
@Injectable()
export class ChampionshipLeaguesService {
  constructor(private readonly leagues: LeaguesRepository) {}

  async openIn(manager: EntityManager, opened: PayloadOf<typeof ChampionshipOpened>): Promise<void> {
    if (await this.leagues.existsIn(manager, opened.championshipId)) return;
    const openedAt = new Date(opened.openedAt);
    const league = await this.leagues.insertLeagueIn(manager, {
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
    });
    await recordLeagueCreated(manager, league);
    const entrants = [...new Set(opened.entrantIds)].slice(0, opened.maxParticipants);
    for (const [place, managerId] of entrants.entries()) {
      // A millisecond apart, in their order: the earlier join wins a tie.
      const membership = await this.leagues.saveMembershipIn(manager, {
        id: randomUUID(),
        leagueId: league.id,
        managerId,
        status: 'ACTIVE',
        refusal: null,
        joinedAt: new Date(openedAt.getTime() + place),
        firstGameweek: league.startGameweek,
        finalRank: null,
        prize: 0,
      });
      await recordMemberJoined(
        manager,
        membership,
        await this.leagues.activeMembersIn(manager, membership.leagueId),
      );
    }
  }
}
