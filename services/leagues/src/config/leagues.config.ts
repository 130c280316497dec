import { portField, positiveIntField, postgresUrlField } from '@sfl/config';
import { type ActionQuota, subgraphProcessConfigFields } from '@sfl/subgraph';
import { z } from 'zod';

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
