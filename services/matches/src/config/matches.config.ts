import { z } from 'zod';
import { booleanField, portField, positiveIntField, postgresUrlField } from '@sfl/config';
import { subgraphProcessConfigFields } from '@sfl/subgraph';
import { LONGEST_MATCH_MINUTES } from '../engine/match-engine';
import { gameweekPlaysOut } from '../season/season-calendar';
import { CLUB_COUNT } from '../world/world-generator';

/** Seeds fit a PostgreSQL integer column. */
const seedField = (fallback: number) => z.coerce.number().int().min(0).max(2_147_483_647).default(fallback);

const DEFAULT_WORLD_SEED = 424_242;
const WEEK_MINUTES = 7 * 24 * 60;

/** Environment of the matches subgraph when it runs as its own process (services mode). */
export const matchesConfigSchema = z.object({
  MATCHES_PORT: portField(4002),
  MATCHES_HOST: z.string().default('127.0.0.1'),
  MATCHES_DATABASE_URL: postgresUrlField(),
  ...subgraphProcessConfigFields,
  WORLD_SEED: seedField(DEFAULT_WORLD_SEED),
  /** when the first gameweek starts; default: the moment the world is first seeded */
  SEASON_START: z.iso.datetime({ offset: true }).optional(),
  GAMEWEEK_LENGTH_MINUTES: positiveIntField(WEEK_MINUTES),
  SIMULATOR_ENABLED: booleanField(true),
  /** game minutes per real minute: 30 plays a 90-minute match in about 3 real minutes */
  SIMULATION_SPEED: z.coerce.number().positive().max(100_000).default(30),
  SIMULATOR_SEED: seedField(1),
  /** test-only: operators may hold and advance the simulator's clock (browser tests); refused in production */
  GAME_CLOCK_CONTROL: booleanField(false),
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
});

export type MatchesConfig = z.output<typeof matchesConfigSchema>;

/**
 * Gameweeks never overlap: with the simulator playing, the last match of a gameweek is over before the
 * next one's first kick-off (the fields of either run mode's configuration).
 */
export function calendarFitsSimulation(config: {
  SIMULATOR_ENABLED: boolean;
  SIMULATION_SPEED: number;
  GAMEWEEK_LENGTH_MINUTES: number;
}): boolean {
  return (
    !config.SIMULATOR_ENABLED ||
    gameweekPlaysOut(
      config.GAMEWEEK_LENGTH_MINUTES,
      CLUB_COUNT,
      LONGEST_MATCH_MINUTES,
      config.SIMULATION_SPEED,
    )
  );
}

export const calendarTooShort = {
  error:
    "GAMEWEEK_LENGTH_MINUTES is too short for SIMULATION_SPEED: a gameweek's last match would still be playing when the next gameweek starts",
  path: ['GAMEWEEK_LENGTH_MINUTES'],
};

/** The process's environment: the clock control only on a test stack whose simulator runs. */
export const matchesProcessConfigSchema = matchesConfigSchema
  .refine((config) => !config.GAME_CLOCK_CONTROL || config.NODE_ENV !== 'production', {
    error: 'GAME_CLOCK_CONTROL is for test stacks only: it is refused with NODE_ENV=production',
    path: ['GAME_CLOCK_CONTROL'],
  })
  .refine((config) => !config.GAME_CLOCK_CONTROL || config.SIMULATOR_ENABLED, {
    error: 'GAME_CLOCK_CONTROL controls the simulator: it needs SIMULATOR_ENABLED',
    path: ['GAME_CLOCK_CONTROL'],
  })
  .refine(calendarFitsSimulation, calendarTooShort);

/** The generated world and its season calendar. */
export interface WorldOptions {
  seed: number;
  /** default: the moment the world is first seeded */
  seasonStart?: Date;
  /** default: a week */
  gameweekLengthMinutes?: number;
}

/** The match clock that plays fixtures in accelerated time; off unless enabled. */
export interface SimulatorOptions {
  enabled: boolean;
  /** game minutes per real minute */
  speed: number;
  seed: number;
  /** test-only: operators may hold and advance its clock (clockControl mutations) */
  clockControl?: boolean;
}

/** Injection tokens of the `WorldOptions` and `SimulatorOptions` in force. */
export const WORLD_OPTIONS = Symbol('WORLD_OPTIONS');
export const SIMULATOR_OPTIONS = Symbol('SIMULATOR_OPTIONS');

export const DEFAULT_WORLD_OPTIONS: Required<Omit<WorldOptions, 'seasonStart'>> = {
  seed: DEFAULT_WORLD_SEED,
  gameweekLengthMinutes: WEEK_MINUTES,
};

export const DEFAULT_SIMULATOR_OPTIONS: SimulatorOptions = {
  enabled: false,
  speed: 30,
  seed: 1,
};

export function worldOptionsFrom(
  config: Pick<MatchesConfig, 'WORLD_SEED' | 'SEASON_START' | 'GAMEWEEK_LENGTH_MINUTES'>,
): WorldOptions {
  return {
    seed: config.WORLD_SEED,
    seasonStart: config.SEASON_START ? new Date(config.SEASON_START) : undefined,
    gameweekLengthMinutes: config.GAMEWEEK_LENGTH_MINUTES,
  };
}

export function simulatorOptionsFrom(config: MatchesConfig): SimulatorOptions {
  return {
    enabled: config.SIMULATOR_ENABLED,
    speed: config.SIMULATION_SPEED,
    seed: config.SIMULATOR_SEED,
    clockControl: config.GAME_CLOCK_CONTROL,
  };
}
