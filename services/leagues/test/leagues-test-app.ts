import { randomUUID } from 'node:crypto';
import { UserRegistered } from '@sfl/contracts';
import type { ConsumerDefinition, EventContract } from '@sfl/events';
import {
  type ConsumingTestApp,
  gameweekDeadlinePassed,
  gameweekFinished,
  gameweeksScheduled,
  lineupLocked,
  managerPointsUpdated,
  seasonStarted,
  startConsumingTestApp,
  until,
} from '@sfl/testing';
import { createLeaguesApp, startChampionshipsConsumers } from '../src/create-leagues-app';
import { LeagueSettlementService } from '../src/leagues/league-settlement.service';

/** The services whose events leagues consumes. */
const LEAGUES_SOURCES = ['users', 'matches', 'squads', 'spl-rewards', 'championships'];

const DAY_MS = 24 * 60 * 60_000;

export interface LeaguesTestApp extends ConsumingTestApp {
  /** Publishes UserRegistered (users.events) and answers the new manager's id. */
  registerManager(username?: string): Promise<string>;
  /**
   * Publishes SeasonStarted for gameweeks `first` to `last` and, unless `scheduled` is false,
   * GameweeksScheduled with gameweek n planned n days from now.
   */
  startSeason(first: number, last: number, options?: { season?: number; scheduled?: boolean }): Promise<void>;
  /** The planned deadline startSeason gives a gameweek. */
  plannedDeadline(gameweek: number): Date;
  /** Publishes GameweekDeadlinePassed (matches.events). */
  passDeadline(gameweek: number): Promise<void>;
  /** Publishes GameweekFinished (matches.events). */
  finishGameweek(gameweek: number): Promise<void>;
  /** Publishes LineupLocked (squads.events) with an empty lineup: the manager plays the gameweek. */
  lockLineup(managerId: string, gameweek: number): Promise<void>;
  /** Publishes ManagerGameweekPointsUpdated (squads.events). */
  scorePoints(managerId: string, gameweek: number, points: number, final?: boolean): Promise<void>;
  /** Moves the app's clock on by `ms` (back to the real time on reset). */
  passTime(ms: number): void;
  /** One settlement round: every league due is settled, each in its own transaction. */
  settleLeagues(): Promise<void>;
}

/**
 * The real leagues subgraph on a fresh database, consuming users.events, matches.events,
 * squads.events, spl-rewards.events and championships.events from one stand-in producers' outbox
 * through the embedded event bus, as in the embedded mode.
 */
export async function startLeaguesTestApp(): Promise<LeaguesTestApp> {
  const consumers: ConsumerDefinition[] = [];
  // The real time, moved on by the tests that need time to pass (it still runs: stakes keep their order).
  let clockShiftMs = 0;
  const clock = { now: () => Date.now() + clockShiftMs };
  const app = await startConsumingTestApp(LEAGUES_SOURCES, async (dependencies) => {
    // Noted so that publish can wait for every consumer group handling an event.
    const { eventBus } = dependencies;
    const startConsumer = eventBus.startConsumer.bind(eventBus);
    eventBus.startConsumer = (definition, dataSource) => {
      consumers.push(definition);
      return startConsumer(definition, dataSource);
    };
    const leagues = await createLeaguesApp({ ...dependencies, clock, settlementRoundMs: null });
    await startChampionshipsConsumers(leagues, dependencies.eventBus);
    return leagues;
  });
  const now = Date.now();
  const plannedDeadline = (gameweek: number) => new Date(now + gameweek * DAY_MS);
  // Several groups read spl-rewards.events (leagues' stakes, battles' wagers): an event is applied
  // once each group that handles its type has applied it, not when the quickest one has.
  const appliedByAll = (contract: EventContract, eventId: string) => {
    const groups = consumers
      .filter(({ handlers }) =>
        handlers.some((h) => h.contract.type === contract.type && h.contract.version === contract.version),
      )
      .map(({ name }) => name);
    return until(`${contract.type} applied by ${groups.join(', ')}`, async () => {
      const rows: unknown[] = await app.dataSource.query(
        'SELECT 1 FROM processed_event WHERE event_id = $1 AND consumer = ANY($2::text[])',
        [eventId, groups],
      );
      return rows.length === groups.length;
    });
  };
  return {
    ...app,
    reset: async () => {
      clockShiftMs = 0;
      await app.reset();
    },
    passTime: (ms) => {
      clockShiftMs += ms;
    },
    settleLeagues: () => app.app.get(LeagueSettlementService).settleDue(),
    publish: async (contract, aggregateId, payload) => {
      const eventId = await app.record(contract, aggregateId, payload);
      await appliedByAll(contract, eventId);
      return eventId;
    },
    plannedDeadline,
    registerManager: async (username = `m${randomUUID().slice(0, 8)}`) => {
      const userId = randomUUID();
      await app.publish(UserRegistered, userId, { userId, username, registeredAt: new Date().toISOString() });
      return userId;
    },
    startSeason: async (firstGameweek, lastGameweek, { season = 1, scheduled = true } = {}) => {
      const span = { season, firstGameweek, lastGameweek };
      await app.publish(...seasonStarted(span));
      if (scheduled) await app.publish(...gameweeksScheduled(plannedDeadline, span));
    },
    passDeadline: async (gameweek) => {
      await app.publish(...gameweekDeadlinePassed(gameweek));
    },
    finishGameweek: async (gameweek) => {
      await app.publish(...gameweekFinished(gameweek));
    },
    lockLineup: async (managerId, gameweek) => {
      await app.publish(...lineupLocked(managerId, gameweek));
    },
    scorePoints: async (managerId, gameweek, points, final = false) => {
      await app.publish(...managerPointsUpdated(managerId, gameweek, points, final));
    },
  };
}
