import type { Clock } from '@sfl/subgraph';
import { startTestApp, type TestApp } from '@sfl/testing';
import type { SimulatorOptions } from '../src/config/matches.config';
import { createMatchesApp } from '../src/create-matches-app';
import { pickLineup } from '../src/engine/lineup-picker';
import { seasonFixtures } from '../src/season/season-calendar';
import { SeasonSeeder } from '../src/season/season-seeder';
import { generateWorld } from '../src/world/world-generator';

export const TEST_WORLD = {
  seed: 2026,
  seasonStart: new Date('2030-08-16T15:00:00.000Z'),
  gameweekLengthMinutes: 7 * 24 * 60,
};

/** The world the test app seeds: its ids are stable, so tests can name clubs and footballers. */
export const world = generateWorld(TEST_WORLD.seed);
export const fixtures = seasonFixtures(
  {
    seed: TEST_WORLD.seed,
    startsAt: TEST_WORLD.seasonStart,
    gameweekLengthMinutes: TEST_WORLD.gameweekLengthMinutes,
  },
  world.clubs.map((club) => club.id),
);

export const squadOf = (clubId: string) => world.footballers.filter((f) => f.clubId === clubId);
export const clubOf = (clubId: string) => world.clubs.find((c) => c.id === clubId)!;

/** A side's strongest 4-3-3 as feed lineups: footballer ids. */
export function lineupIdsOf(clubId: string) {
  const lineup = pickLineup(squadOf(clubId));
  return { starters: lineup.starters.map((p) => p.id), bench: lineup.bench.map((p) => p.id) };
}

/**
 * The real matches subgraph on a fresh database with the test world seeded; the simulator only when
 * asked, on the given clock (else the system's). Lock reminders are recorded by the ticks a test
 * plays, never by the real-time check.
 */
export function startMatchesTestApp(simulator?: SimulatorOptions, clock?: Clock): Promise<TestApp> {
  return startTestApp((dependencies) =>
    createMatchesApp({
      ...dependencies,
      world: TEST_WORLD,
      simulator,
      lockReminderCheckMs: null,
      ...(clock ? { clock } : {}),
    }),
  );
}

/** Empties every table, then seeds the world again, so each test starts from the same season. */
export async function resetWorld(t: TestApp): Promise<void> {
  await t.reset();
  await t.app.get(SeasonSeeder).seedIfEmpty();
}

export const OPERATOR = { userId: '6a0e8f8e-2c7b-4d3a-9a57-3f3c2d1b0a99', roles: ['operator'] };
export const MANAGER = { userId: '0b7c3c1e-7d5e-4c1a-8f4b-2a9d8e7f6c55', roles: [] };

export interface OutboxRow {
  type: string;
  aggregate_id: string;
  payload: Record<string, unknown> & { snapshot?: Record<string, unknown> };
}

export function outbox(t: TestApp, type?: string): Promise<OutboxRow[]> {
  return t.dataSource.query(
    `SELECT type, aggregate_id, payload FROM outbox_event ${type ? 'WHERE type = $1' : ''} ORDER BY sequence`,
    type ? [type] : [],
  );
}
