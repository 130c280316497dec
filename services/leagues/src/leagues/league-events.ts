import { LeagueCreated, LeagueFinished, LeagueMemberJoined } from '@sfl/contracts';
import { recordEvent } from '@sfl/events';
import type { EntityManager } from 'typeorm';
import type { LeagueMembershipEntity } from './entities/league-membership.entity';
import type { LeagueEntity } from './entities/league.entity';

/** A league exists (a manager's at creation, a championship's when it opens). */
export async function recordLeagueCreated(manager: EntityManager, league: LeagueEntity): Promise<void> {
  await recordEvent(manager, LeagueCreated, {
    aggregateId: league.id,
    payload: {
      leagueId: league.id,
      name: league.name,
      creatorId: league.creatorId,
      championship: league.championship,
      maxParticipants: league.maxParticipants,
      entryFee: league.entryFee,
      prizePool: league.prizePool,
      startGameweek: league.startGameweek,
      endGameweek: league.endGameweek,
      createdAt: league.createdAt.toISOString(),
    },
  });
}

/** The membership is ACTIVE (any entry fee held); `memberCount` counts the ACTIVE members with it. */
export async function recordMemberJoined(
  manager: EntityManager,
  membership: LeagueMembershipEntity,
  memberCount: number,
): Promise<void> {
  await recordEvent(manager, LeagueMemberJoined, {
    aggregateId: membership.leagueId,
    payload: {
      leagueId: membership.leagueId,
      managerId: membership.managerId,
      memberCount,
      joinedAt: membership.joinedAt.toISOString(),
    },
  });
}

export interface FinalStanding {
  managerId: string;
  rank: number;
  points: number;
  prize: number;
}

/** The league is over: its final standings, or cancelled (every stake went back). */
export async function recordLeagueFinished(
  manager: EntityManager,
  league: LeagueEntity,
  outcome: { cancelled: boolean; standings: FinalStanding[]; finishedAt: Date },
): Promise<void> {
  await recordEvent(manager, LeagueFinished, {
    aggregateId: league.id,
    payload: {
      leagueId: league.id,
      name: league.name,
      championship: league.championship,
      cancelled: outcome.cancelled,
      standings: outcome.standings,
      finishedAt: outcome.finishedAt.toISOString(),
    },
  });
}
