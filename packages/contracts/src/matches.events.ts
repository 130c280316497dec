import { defineEvent, type EventContract, type TopicDefinition } from '@sfl/events';
import { z } from 'zod';
import { HARDEST_FIXTURE, POSITIONS, RARITIES } from './football';

// Keyed by match id: the events of one match stay in order on one partition.
export const matchesTopic: TopicDefinition = { name: 'matches.events', partitions: 6 };

export const matchStatuses = ['SCHEDULED', 'LIVE', 'FT'] as const;

export const matchActionKinds = [
  'GOAL',
  'OWN_GOAL',
  'PENALTY_SCORED',
  'PENALTY_MISSED',
  'PENALTY_SAVED',
  'YELLOW_CARD',
  'RED_CARD',
  'SUBSTITUTION',
] as const;

const clubRef = z.object({ id: z.uuid(), name: z.string().min(1), shortName: z.string().min(1) });

/**
 * The state of a match after the event, self-contained so that live fan-out (subscriptions)
 * needs no lookups; `version` grows with every event of the match, so clients drop stale ones.
 */
export const liveMatchSnapshot = z.object({
  matchId: z.uuid(),
  gameweek: z.number().int().positive(),
  homeClub: clubRef,
  awayClub: clubRef,
  homeScore: z.number().int().min(0),
  awayScore: z.number().int().min(0),
  minute: z.number().int().min(0).max(130),
  status: z.enum(matchStatuses),
  version: z.number().int().positive(),
});

export const MatchKickedOff = defineEvent({
  topic: matchesTopic.name,
  type: 'MatchKickedOff',
  version: 1,
  payload: z.object({ snapshot: liveMatchSnapshot, kickoffAt: z.iso.datetime({ offset: true }) }),
});

/**
 * One thing that happened on the pitch. `footballerId` is who did it (scorer, carded player,
 * player coming on, penalty taker, or the goalkeeper for PENALTY_SAVED); `assistFootballerId`
 * is the assist of a goal; `relatedFootballerId` the player going off for a substitution or the
 * penalty taker for PENALTY_SAVED.
 */
export const MatchActionRecorded = defineEvent({
  topic: matchesTopic.name,
  type: 'MatchActionRecorded',
  version: 1,
  payload: z.object({
    snapshot: liveMatchSnapshot,
    action: z.object({
      id: z.uuid(),
      kind: z.enum(matchActionKinds),
      minute: z.number().int().min(0).max(130),
      clubId: z.uuid(),
      footballerId: z.uuid(),
      assistFootballerId: z.uuid().nullable(),
      relatedFootballerId: z.uuid().nullable(),
    }),
  }),
});

export const MatchFinished = defineEvent({
  topic: matchesTopic.name,
  type: 'MatchFinished',
  version: 1,
  payload: z.object({ snapshot: liveMatchSnapshot }),
});

/** Published at full time for the goalkeeper and each defender of a side that conceded nothing (60+ minutes played). */
export const CleanSheetKept = defineEvent({
  topic: matchesTopic.name,
  type: 'CleanSheetKept',
  version: 1,
  payload: z.object({
    matchId: z.uuid(),
    gameweek: z.number().int().positive(),
    clubId: z.uuid(),
    footballerId: z.uuid(),
    minutesPlayed: z.number().int().min(60),
  }),
});

export const InjuryReported = defineEvent({
  topic: matchesTopic.name,
  type: 'InjuryReported',
  version: 1,
  payload: z.object({
    injuryId: z.uuid(),
    footballerId: z.uuid(),
    clubId: z.uuid(),
    severity: z.enum(['Minor', 'Moderate', 'Severe']),
    status: z.enum(['Out', 'Doubtful', 'Questionable']),
    expectedReturn: z.iso.date(),
  }),
});

export const gameweekStatuses = ['UPCOMING', 'LIVE', 'FINISHED'] as const;

/**
 * The first match of a gameweek has kicked off: lineups for the gameweek are locked from `deadline`.
 * Keyed by that match's id, so it comes before the match's own performance updates.
 */
export const GameweekDeadlinePassed = defineEvent({
  topic: matchesTopic.name,
  type: 'GameweekDeadlinePassed',
  version: 1,
  payload: z.object({
    gameweek: z.number().int().positive(),
    deadline: z.iso.datetime({ offset: true }),
    firstMatchId: z.uuid(),
  }),
});

/**
 * A gameweek's lineups lock soon: game time has passed the reminder moment before its deadline (its
 * first scheduled kick-off; services/matches/docs/gameweeks.md, Lock reminders). Recorded once per
 * gameweek, before its first kick-off. Keyed by that first match's id, like GameweekDeadlinePassed.
 */
export const GameweekLockApproaching = defineEvent({
  topic: matchesTopic.name,
  type: 'GameweekLockApproaching',
  version: 1,
  payload: z.object({
    gameweek: z.number().int().positive(),
    deadline: z.iso.datetime({ offset: true }),
    firstMatchId: z.uuid(),
  }),
});

/** The last match of a gameweek is final: its points will not change. Keyed by that match's id. */
export const GameweekFinished = defineEvent({
  topic: matchesTopic.name,
  type: 'GameweekFinished',
  version: 1,
  payload: z.object({
    gameweek: z.number().int().positive(),
    finishedAt: z.iso.datetime({ offset: true }),
    lastMatchId: z.uuid(),
  }),
});

/**
 * A footballer's figures in one match after they changed (fantasy points, minutes, goals, assists),
 * so other services never recompute the points table. Keyed by the match id: in order per match.
 */
export const FootballerPerformanceUpdated = defineEvent({
  topic: matchesTopic.name,
  type: 'FootballerPerformanceUpdated',
  version: 1,
  payload: z.object({
    matchId: z.uuid(),
    gameweek: z.number().int().positive(),
    footballerId: z.uuid(),
    clubId: z.uuid(),
    points: z.number().int(),
    minutesPlayed: z.number().int().min(0),
    goals: z.number().int().min(0),
    assists: z.number().int().min(0),
  }),
});

/**
 * A footballer of the world, as other services need them to build and rate squads: recorded when
 * the world is created (and once for a world created before this event existed). Keyed by the
 * footballer's id.
 */
export const FootballerRegistered = defineEvent({
  topic: matchesTopic.name,
  type: 'FootballerRegistered',
  version: 1,
  payload: z.object({
    footballerId: z.uuid(),
    name: z.string().min(1),
    club: clubRef,
    position: z.enum(POSITIONS),
    overall: z.number().int().min(1).max(99),
    rarity: z.enum(RARITIES),
  }),
});

/**
 * A season's fixtures exist: gameweeks `firstGameweek` to `lastGameweek` (gameweek numbers keep
 * counting across seasons). Card supplies are per season. Keyed by a stable id of the season.
 */
export const SeasonStarted = defineEvent({
  topic: matchesTopic.name,
  type: 'SeasonStarted',
  version: 1,
  payload: z.object({
    season: z.number().int().positive(),
    firstGameweek: z.number().int().positive(),
    lastGameweek: z.number().int().positive(),
    startedAt: z.iso.datetime({ offset: true }),
  }),
});

/**
 * When a season's gameweeks are planned to lock: each gameweek's first planned kick-off, and each
 * fixture's planned kick-off (when its players lock, docs/squads.md), recorded
 * with SeasonStarted (and once for a world seeded before this event existed), so other services can
 * map dates to gameweeks and show when a gameweek starts. The actual deadline comes with
 * GameweekDeadlinePassed. Keyed like SeasonStarted.
 */
export const GameweeksScheduled = defineEvent({
  topic: matchesTopic.name,
  type: 'GameweeksScheduled',
  version: 1,
  payload: z.object({
    season: z.number().int().positive(),
    gameweeks: z
      .array(
        z.object({
          gameweek: z.number().int().positive(),
          plannedDeadline: z.iso.datetime({ offset: true }),
        }),
      )
      .min(1),
    /** every fixture of the season with its planned kick-off (absent in events recorded before it existed) */
    fixtures: z
      .array(
        z.object({
          matchId: z.uuid(),
          gameweek: z.number().int().positive(),
          homeClubId: z.uuid(),
          awayClubId: z.uuid(),
          kickoffAt: z.iso.datetime({ offset: true }),
        }),
      )
      .optional(),
  }),
});

/**
 * What a market sorts a footballer by, after it changed: his form and season points (as the
 * `Footballer` fields `form` and `seasonTotals.points` read them) and his club's next fixture with
 * its difficulty (null when none is scheduled). Recorded at full time for every footballer of both
 * clubs, when a season's fixtures are written for every footballer (and once for a world created
 * before this event existed). `asOf` is the game time of that change: a consumer keeps the latest.
 * Keyed by the footballer's id.
 */
export const FootballerFormUpdated = defineEvent({
  topic: matchesTopic.name,
  type: 'FootballerFormUpdated',
  version: 1,
  payload: z.object({
    footballerId: z.uuid(),
    form: z.number(),
    seasonPoints: z.number().int(),
    nextFixture: z
      .object({
        matchId: z.uuid(),
        gameweek: z.number().int().positive(),
        kickoffAt: z.iso.datetime({ offset: true }),
        home: z.boolean(),
        opponentClubId: z.uuid(),
        difficulty: z.number().int().min(1).max(HARDEST_FIXTURE),
      })
      .nullable(),
    asOf: z.iso.datetime({ offset: true }),
  }),
});

export const matchEventContracts: EventContract[] = [
  FootballerRegistered,
  FootballerFormUpdated,
  SeasonStarted,
  GameweeksScheduled,
  MatchKickedOff,
  MatchActionRecorded,
  MatchFinished,
  CleanSheetKept,
  InjuryReported,
  GameweekLockApproaching,
  GameweekDeadlinePassed,
  GameweekFinished,
  FootballerPerformanceUpdated,
];
