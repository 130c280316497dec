import { portField, positiveIntField, postgresUrlField } from '@sfl/config';
import { type ActionQuota, subgraphProcessConfigFields } from '@sfl/subgraph';
import { z } from 'zod';

/**
 * How often one manager (and one client address) may create and join leagues, guess invite codes,
 * create battles and take them up: leagues process and embedded mode.
 */
export const leaguesLimitsConfigFields = {
  LEAGUE_CREATES_PER_HOUR: positiveIntField(10),
  LEAGUE_MAX_OPEN_CREATED: positiveIntField(5),
  LEAGUE_JOINS_PER_HOUR: positiveIntField(30),
  LEAGUE_INVITE_CODE_MAX_FAILURES: positiveIntField(5),
  LEAGUE_INVITE_CODE_MAX_FAILURES_PER_ADDRESS: positiveIntField(20),
  LEAGUE_INVITE_CODE_FAILURE_WINDOW_MINUTES: positiveIntField(15),
  LEAGUE_MAX_PENDING_JOINS: positiveIntField(3),
  BATTLE_CREATES_PER_HOUR: positiveIntField(30),
  BATTLE_ACCEPTS_PER_MINUTE: positiveIntField(10),
  BATTLE_CANCELS_PER_MINUTE: positiveIntField(10),
  BATTLE_MAX_OPEN: positiveIntField(10),
  BATTLE_MAX_PENDING_WAGERS: positiveIntField(3),
  BATTLE_SEAT_HOLD_SECONDS: positiveIntField(30),
};

type LeaguesLimitsConfig = z.output<z.ZodObject<typeof leaguesLimitsConfigFields>>;

export interface LeaguesLimits {
  /** leagues created per manager (refused attempts included) */
  leagueCreateQuota: ActionQuota;
  /** leagues one manager created that are not FINISHED or CANCELLED yet */
  maxOpenCreatedLeagues: number;
  /** joins (by id or by code, refused ones included) per manager */
  leagueJoinQuota: ActionQuota;
  /** unknown invite codes per manager, before every join by code is refused until the window ends */
  codeFailureQuota: ActionQuota;
  /** unknown invite codes per client address, all its managers together; refused the same way */
  addressCodeFailureQuota: ActionQuota;
  /** joins one manager may have waiting for their entry fee at once */
  maxPendingJoins: number;
  /** battles created per manager (refused attempts included) */
  battleCreateQuota: ActionQuota;
  /** acceptBattle calls per manager (refused ones included) */
  battleAcceptQuota: ActionQuota;
  /** cancelBattle calls per manager (refused ones included) */
  battleCancelQuota: ActionQuota;
  /** battles one manager created that are still PENDING or ACCEPTED */
  maxOpenBattles: number;
  /** one manager's wagers waiting for spl-rewards' answer */
  maxPendingWagers: number;
  /** how long an accepting manager keeps the seat while their wager is not held yet */
  seatHoldMs: number;
}

export function leaguesLimitsFrom(config: LeaguesLimitsConfig): LeaguesLimits {
  const codeFailureWindowMs = config.LEAGUE_INVITE_CODE_FAILURE_WINDOW_MINUTES * 60_000;
  return {
    leagueCreateQuota: { limit: config.LEAGUE_CREATES_PER_HOUR, windowMs: 60 * 60_000 },
    maxOpenCreatedLeagues: config.LEAGUE_MAX_OPEN_CREATED,
    leagueJoinQuota: { limit: config.LEAGUE_JOINS_PER_HOUR, windowMs: 60 * 60_000 },
    codeFailureQuota: { limit: config.LEAGUE_INVITE_CODE_MAX_FAILURES, windowMs: codeFailureWindowMs },
    addressCodeFailureQuota: {
      limit: config.LEAGUE_INVITE_CODE_MAX_FAILURES_PER_ADDRESS,
      windowMs: codeFailureWindowMs,
    },
    maxPendingJoins: config.LEAGUE_MAX_PENDING_JOINS,
    battleCreateQuota: { limit: config.BATTLE_CREATES_PER_HOUR, windowMs: 60 * 60_000 },
    battleAcceptQuota: { limit: config.BATTLE_ACCEPTS_PER_MINUTE, windowMs: 60_000 },
    battleCancelQuota: { limit: config.BATTLE_CANCELS_PER_MINUTE, windowMs: 60_000 },
    maxOpenBattles: config.BATTLE_MAX_OPEN,
    maxPendingWagers: config.BATTLE_MAX_PENDING_WAGERS,
    seatHoldMs: config.BATTLE_SEAT_HOLD_SECONDS * 1_000,
  };
}

/** The documented defaults, for apps built without a configuration (tests, tools). */
export const DEFAULT_LEAGUES_LIMITS = leaguesLimitsFrom(z.object(leaguesLimitsConfigFields).parse({}));

/** Injection token of the limits in force: `LeaguesLimits`. */
export const LEAGUES_LIMITS = Symbol('LEAGUES_LIMITS');

/** Environment of the leagues subgraph when it runs as its own process (services mode). */
export const leaguesConfigSchema = z.object({
  LEAGUES_PORT: portField(4006),
  LEAGUES_HOST: z.string().default('127.0.0.1'),
  LEAGUES_DATABASE_URL: postgresUrlField(),
  ...leaguesLimitsConfigFields,
  ...subgraphProcessConfigFields,
});

export type LeaguesConfig = z.output<typeof leaguesConfigSchema>;
