import { portField, positiveIntField, postgresUrlField } from '@sfl/config';
import { type ActionQuota, subgraphProcessConfigFields } from '@sfl/subgraph';
import { z } from 'zod';

/** How often one manager may join leagues and guess invite codes: leagues process and embedded mode. */
export const leagueJoinQuotasConfigFields = {
  LEAGUE_JOINS_PER_HOUR: positiveIntField(30),
  LEAGUE_INVITE_CODE_MAX_FAILURES: positiveIntField(5),
  LEAGUE_INVITE_CODE_FAILURE_WINDOW_MINUTES: positiveIntField(15),
  LEAGUE_MAX_PENDING_JOINS: positiveIntField(3),
};

type LeagueJoinQuotasConfig = z.output<z.ZodObject<typeof leagueJoinQuotasConfigFields>>;

export interface LeagueJoinQuotas {
  /** joins (by id or by code, refused ones included) per manager */
  joins: ActionQuota;
  /** unknown invite codes per manager, before every join by code is refused until the window ends */
  codeFailures: ActionQuota;
  /** joins one manager may have waiting for their entry fee at once */
  maxPendingJoins: number;
}

export function leagueJoinQuotasFrom(config: LeagueJoinQuotasConfig): LeagueJoinQuotas {
  return {
    joins: { limit: config.LEAGUE_JOINS_PER_HOUR, windowMs: 60 * 60_000 },
    codeFailures: {
      limit: config.LEAGUE_INVITE_CODE_MAX_FAILURES,
      windowMs: config.LEAGUE_INVITE_CODE_FAILURE_WINDOW_MINUTES * 60_000,
    },
    maxPendingJoins: config.LEAGUE_MAX_PENDING_JOINS,
  };
}

/** How often one manager may create leagues and battles and take up battles: leagues process and embedded mode. */
export const leaguesLimitsConfigFields = {
  LEAGUE_CREATES_PER_HOUR: positiveIntField(10),
  BATTLE_CREATES_PER_HOUR: positiveIntField(30),
  BATTLE_ACCEPTS_PER_MINUTE: positiveIntField(10),
  BATTLE_MAX_OPEN: positiveIntField(10),
  BATTLE_MAX_PENDING_WAGERS: positiveIntField(3),
  BATTLE_SEAT_HOLD_SECONDS: positiveIntField(30),
};

type LeaguesLimitsConfig = z.output<z.ZodObject<typeof leaguesLimitsConfigFields>>;

export interface LeaguesLimits {
  /** leagues created per manager (refused attempts included) */
  leagueCreateQuota: ActionQuota;
  /** battles created per manager (refused attempts included) */
  battleCreateQuota: ActionQuota;
  /** acceptBattle calls per manager (refused ones included) */
  battleAcceptQuota: ActionQuota;
  /** battles one manager created that are still PENDING or ACCEPTED */
  maxOpenBattles: number;
  /** one manager's wagers waiting for spl-rewards' answer */
  maxPendingWagers: number;
  /** how long an accepting manager keeps the seat while their wager is not held yet */
  seatHoldMs: number;
}

export function leaguesLimitsFrom(config: LeaguesLimitsConfig): LeaguesLimits {
  return {
    leagueCreateQuota: { limit: config.LEAGUE_CREATES_PER_HOUR, windowMs: 60 * 60_000 },
    battleCreateQuota: { limit: config.BATTLE_CREATES_PER_HOUR, windowMs: 60 * 60_000 },
    battleAcceptQuota: { limit: config.BATTLE_ACCEPTS_PER_MINUTE, windowMs: 60_000 },
    maxOpenBattles: config.BATTLE_MAX_OPEN,
    maxPendingWagers: config.BATTLE_MAX_PENDING_WAGERS,
    seatHoldMs: config.BATTLE_SEAT_HOLD_SECONDS * 1_000,
  };
}

/** The documented defaults, for apps built without a configuration (tests, tools). */
export const DEFAULT_LEAGUE_JOIN_QUOTAS = leagueJoinQuotasFrom(
  z.object(leagueJoinQuotasConfigFields).parse({}),
);

/** Injection token of the join quotas in force: `LeagueJoinQuotas`. */
export const LEAGUE_JOIN_QUOTAS = Symbol('LEAGUE_JOIN_QUOTAS');
export const DEFAULT_LEAGUES_LIMITS = leaguesLimitsFrom(z.object(leaguesLimitsConfigFields).parse({}));

/** Injection token of the limits in force: `LeaguesLimits`. */
export const LEAGUES_LIMITS = Symbol('LEAGUES_LIMITS');

/** Environment of the leagues subgraph when it runs as its own process (services mode). */
export const leaguesConfigSchema = z.object({
  LEAGUES_PORT: portField(4006),
  LEAGUES_HOST: z.string().default('127.0.0.1'),
  LEAGUES_DATABASE_URL: postgresUrlField(),
  ...leagueJoinQuotasConfigFields,
  ...leaguesLimitsConfigFields,
  ...subgraphProcessConfigFields,
});

export type LeaguesConfig = z.output<typeof leaguesConfigSchema>;
