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

/** The documented defaults, for apps built without a configuration (tests, tools). */
export const DEFAULT_LEAGUE_JOIN_QUOTAS = leagueJoinQuotasFrom(
  z.object(leagueJoinQuotasConfigFields).parse({}),
);

/** Injection token of the join quotas in force: `LeagueJoinQuotas`. */
export const LEAGUE_JOIN_QUOTAS = Symbol('LEAGUE_JOIN_QUOTAS');

/** Environment of the leagues subgraph when it runs as its own process (services mode). */
export const leaguesConfigSchema = z.object({
  LEAGUES_PORT: portField(4006),
  LEAGUES_HOST: z.string().default('127.0.0.1'),
  LEAGUES_DATABASE_URL: postgresUrlField(),
  ...leagueJoinQuotasConfigFields,
  ...subgraphProcessConfigFields,
});

export type LeaguesConfig = z.output<typeof leaguesConfigSchema>;
