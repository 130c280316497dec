import { defineEvent, type EventContract, type TopicDefinition } from '@sfl/events';
import { z } from 'zod';
import { STAKE_PAYOUT_REASONS, STAKE_PURPOSES, STAKE_RELEASE_REASONS } from './competitions';

// Stakes are keyed by the manager they are held from (one manager's holds stay in order);
// settlements, leagues and battles by their competition's id.
export const leaguesTopic: TopicDefinition = { name: 'leagues.events', partitions: 6 };

const splAmount = z.number().int().positive();

/**
 * A league or a battle needs SPL held from a manager: a league's prize pool from its creator, an
 * entry fee from a joiner, a wager from either side of a battle. spl-rewards holds it and answers
 * CompetitionStakeHeld, or CompetitionStakeRefused and moves nothing. Keyed by the manager.
 */
export const CompetitionStakeRequested = defineEvent({
  topic: leaguesTopic.name,
  type: 'CompetitionStakeRequested',
  version: 1,
  payload: z.object({
    stakeId: z.uuid(),
    managerId: z.uuid(),
    /** the league's or the battle's id */
    competitionId: z.uuid(),
    purpose: z.enum(STAKE_PURPOSES),
    amount: splAmount,
    requestedAt: z.iso.datetime({ offset: true }),
  }),
});

/**
 * Held stakes are paid out: every stake named was held, and the payees' amounts add up to exactly
 * what they hold together. Applied once per `settlementId`. Keyed by the competition.
 */
export const CompetitionPayoutRequested = defineEvent({
  topic: leaguesTopic.name,
  type: 'CompetitionPayoutRequested',
  version: 1,
  payload: z.object({
    settlementId: z.uuid(),
    competitionId: z.uuid(),
    reason: z.enum(STAKE_PAYOUT_REASONS),
    stakeIds: z.array(z.uuid()).min(1),
    payees: z.array(z.object({ managerId: z.uuid(), amount: splAmount })).min(1),
    requestedAt: z.iso.datetime({ offset: true }),
  }),
});

/**
 * Stakes go back, each to the manager it was held from; a stake that was refused (never held) is
 * skipped. Applied once per `settlementId`. Keyed by the competition.
 */
export const CompetitionReleaseRequested = defineEvent({
  topic: leaguesTopic.name,
  type: 'CompetitionReleaseRequested',
  version: 1,
  payload: z.object({
    settlementId: z.uuid(),
    competitionId: z.uuid(),
    reason: z.enum(STAKE_RELEASE_REASONS),
    stakeIds: z.array(z.uuid()).min(1),
    requestedAt: z.iso.datetime({ offset: true }),
  }),
});

/** A league exists (a manager's, or a championship's running as a league). Keyed by the league. */
export const LeagueCreated = defineEvent({
  topic: leaguesTopic.name,
  type: 'LeagueCreated',
  version: 1,
  payload: z.object({
    leagueId: z.uuid(),
    name: z.string().min(1),
    /** null for a championship's league */
    creatorId: z.uuid().nullable(),
    championship: z.boolean(),
    maxParticipants: z.number().int().positive(),
    entryFee: z.number().int().min(0),
    prizePool: z.number().int().min(0),
    startGameweek: z.number().int().positive(),
    endGameweek: z.number().int().positive(),
    createdAt: z.iso.datetime({ offset: true }),
  }),
});

/** A manager is a member of a league (any entry fee is held). Keyed by the league. */
export const LeagueMemberJoined = defineEvent({
  topic: leaguesTopic.name,
  type: 'LeagueMemberJoined',
  version: 1,
  payload: z.object({
    leagueId: z.uuid(),
    managerId: z.uuid(),
    memberCount: z.number().int().positive(),
    joinedAt: z.iso.datetime({ offset: true }),
  }),
});

/**
 * A league's last gameweek is final: its final standings, best first (`rank` 1 is the champion;
 * equal points share a rank only if the documented tie-break cannot split them). `cancelled` when it
 * ended with too few members and every stake went back. Keyed by the league.
 */
export const LeagueFinished = defineEvent({
  topic: leaguesTopic.name,
  type: 'LeagueFinished',
  version: 1,
  payload: z.object({
    leagueId: z.uuid(),
    name: z.string().min(1),
    championship: z.boolean(),
    cancelled: z.boolean(),
    standings: z.array(
      z.object({
        managerId: z.uuid(),
        rank: z.number().int().positive(),
        points: z.number().int(),
        prize: z.number().int().min(0),
      }),
    ),
    finishedAt: z.iso.datetime({ offset: true }),
  }),
});

/**
 * A manager sent a head-to-head challenge to another by name (an open challenge, which anyone may
 * accept, records none). Keyed by the battle.
 */
export const BattleChallenged = defineEvent({
  topic: leaguesTopic.name,
  type: 'BattleChallenged',
  version: 1,
  payload: z.object({
    battleId: z.uuid(),
    challengerId: z.uuid(),
    /** the manager it was sent to */
    opponentId: z.uuid(),
    gameweek: z.number().int().positive(),
    wager: splAmount,
    challengedAt: z.iso.datetime({ offset: true }),
  }),
});

/**
 * A battle is on: its opponent accepted and both wagers are held (the battle is ACCEPTED, waiting
 * for its gameweek). An acceptance whose wager is refused records none. Keyed by the battle.
 */
export const BattleAccepted = defineEvent({
  topic: leaguesTopic.name,
  type: 'BattleAccepted',
  version: 1,
  payload: z.object({
    battleId: z.uuid(),
    challengerId: z.uuid(),
    opponentId: z.uuid(),
    gameweek: z.number().int().positive(),
    wager: splAmount,
    acceptedAt: z.iso.datetime({ offset: true }),
  }),
});

export const battleOutcomes = ['challenger_won', 'opponent_won', 'draw', 'cancelled', 'expired'] as const;

/** A head-to-head battle is over: paid to its winner, or its wagers went back. Keyed by the battle. */
export const BattleSettled = defineEvent({
  topic: leaguesTopic.name,
  type: 'BattleSettled',
  version: 1,
  payload: z.object({
    battleId: z.uuid(),
    challengerId: z.uuid(),
    /** null for an open challenge nobody accepted */
    opponentId: z.uuid().nullable(),
    /** the manager the challenge was sent to, null for an open one (absent in events recorded before it) */
    invitedId: z.uuid().nullable().optional(),
    gameweek: z.number().int().positive().nullable(),
    wager: splAmount,
    challengerPoints: z.number().int().nullable(),
    opponentPoints: z.number().int().nullable(),
    outcome: z.enum(battleOutcomes),
    settledAt: z.iso.datetime({ offset: true }),
  }),
});

export const leagueEventContracts: EventContract[] = [
  CompetitionStakeRequested,
  CompetitionPayoutRequested,
  CompetitionReleaseRequested,
  LeagueCreated,
  LeagueMemberJoined,
  LeagueFinished,
  BattleChallenged,
  BattleAccepted,
  BattleSettled,
];
