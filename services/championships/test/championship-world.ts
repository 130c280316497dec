import { randomUUID } from 'node:crypto';
import {
  type AsCaller,
  gameweekDeadlinePassed,
  gameweekFinished as finished,
  gameweeksScheduled,
  type GraphQLOperation,
  graphqlRequest,
  seasonStarted,
} from '@sfl/testing';
import type { ChampionshipsTestApp } from './championships-test-app';

/** The first gameweek's planned deadline; each next one a week later. */
export const SEASON_START = new Date('2030-08-16T15:00:00.000Z');
export const WEEK_MS = 7 * 24 * 60 * 60_000;
/** The tests' clock starts a week before the season. */
export const BEFORE_SEASON = new Date(SEASON_START.getTime() - WEEK_MS);

export const plannedDeadline = (gameweek: number) =>
  new Date(SEASON_START.getTime() + (gameweek - 1) * WEEK_MS);

export const OPERATOR: AsCaller = { userId: randomUUID(), roles: ['operator'] };
export const manager = (): AsCaller => ({ userId: randomUUID(), roles: [] });

/** What matches records when a season's fixtures are written: SeasonStarted and GameweeksScheduled. */
export async function startSeason(t: ChampionshipsTestApp, first = 1, last = 38, season = 1): Promise<void> {
  const span = { season, firstGameweek: first, lastGameweek: last };
  await t.publish(...seasonStarted(span, plannedDeadline(first)));
  await t.publish(...gameweeksScheduled(plannedDeadline, span));
}

/** Gameweek `gameweek` is live: its first match kicked off. */
export const gameweekLive = (t: ChampionshipsTestApp, gameweek: number) =>
  t.publish(...gameweekDeadlinePassed(gameweek, plannedDeadline(gameweek)));

/** Gameweek `gameweek` is final, `at` (default: two days after its deadline). */
export const gameweekFinished = (
  t: ChampionshipsTestApp,
  gameweek: number,
  at = new Date(plannedDeadline(gameweek).getTime() + 2 * 24 * 60 * 60_000),
) => t.publish(...finished(gameweek, at));

/** Sends the operation; answers its data, failing the test on any error. */
export async function dataOf<T>(
  t: ChampionshipsTestApp,
  operation: GraphQLOperation,
  caller?: AsCaller,
): Promise<T> {
  const res = await graphqlRequest(t.server, operation, caller);
  expect(res.body.errors).toBeUndefined();
  return res.body.data as T;
}

/** Sends the operation; answers its only error's message and code. */
export async function errorOf(t: ChampionshipsTestApp, operation: GraphQLOperation, caller?: AsCaller) {
  const res = await graphqlRequest(t.server, operation, caller);
  expect(res.body.errors).toHaveLength(1);
  const [error] = res.body.errors as { message: string; extensions: { code: string } }[];
  return { message: error!.message, code: error!.extensions.code };
}

export interface OutboxEvent {
  type: string;
  aggregate_id: string;
  payload: Record<string, unknown>;
}

/** What the service recorded, in order, of the given type (every type when none). */
export function recorded(t: ChampionshipsTestApp, type?: string): Promise<OutboxEvent[]> {
  return t.dataSource.query(
    `SELECT type, aggregate_id, payload FROM outbox_event ${type ? 'WHERE type = $1' : ''} ORDER BY sequence`,
    type ? [type] : [],
  );
}
