import { randomUUID } from 'node:crypto';
import { allContracts, MatchActionRecorded, MatchFinished, MatchKickedOff } from '@sfl/contracts';
import { openDataSource } from '@sfl/database';
import {
  CreateEventTables1763800000000,
  EmbeddedEventBus,
  type EventBus,
  type EventContract,
  type EventEnvelope,
  recordEvent,
} from '@sfl/events';
import { createLogger } from '@sfl/logging';
import type { DataSource } from 'typeorm';

/** Records one event in its own transaction, as the matches service does with each change. */
export type RecordEvent = <TPayload>(
  contract: EventContract<TPayload>,
  aggregateId: string,
  payload: TPayload,
) => Promise<void>;

export function recorderFor(producer: DataSource): RecordEvent {
  return (contract, aggregateId, payload) =>
    producer.transaction(async (manager) => {
      await recordEvent(manager, contract, { aggregateId, payload });
    });
}

/**
 * The embedded event backbone with a producer database standing in for the matches service, for
 * spl-rewards (the SPL awards the gateways serve live), for nft (the listings leaving the market),
 * for notifications (each manager's new ones) and for users, squads and championships, whose
 * topics the gateways follow too.
 */
export interface LiveBackbone {
  bus: EmbeddedEventBus;
  record: RecordEvent;
  close(): Promise<void>;
}

export async function startLiveBackbone(): Promise<LiveBackbone> {
  const bus = new EmbeddedEventBus({
    contracts: allContracts,
    logger: createLogger({ service: 'live-backbone-test', level: 'silent' }),
  });
  const producer = await openDataSource(
    { kind: 'embedded' },
    { entities: [], migrations: [CreateEventTables1763800000000] },
  );
  await bus.startPublishing('matches', producer);
  await bus.startPublishing('users', producer);
  await bus.startPublishing('spl-rewards', producer);
  await bus.startPublishing('nft', producer);
  await bus.startPublishing('notifications', producer);
  // The public reads' caches follow these; nothing is recorded on them here.
  await bus.startPublishing('squads', producer);
  await bus.startPublishing('championships', producer);
  return {
    bus,
    record: recorderFor(producer),
    close: async () => {
      await bus.stop();
      await producer.destroy();
    },
  };
}

// One backbone per test file (an embedded database takes a second or two to open), shared by
// the file's gateways and closed after its last test.
let shared: Promise<LiveBackbone> | undefined;

export function sharedLiveBackbone(): Promise<LiveBackbone> {
  shared ??= startLiveBackbone();
  return shared;
}

afterAll(async () => {
  const backbone = await shared;
  shared = undefined;
  await backbone?.close();
});

export const HOME = { id: randomUUID(), name: 'Northbridge United', shortName: 'NBU' };
export const AWAY = { id: randomUUID(), name: 'Harbour City', shortName: 'HAR' };

/** A made-up match, its changes recorded as the matches service records them: each with the full snapshot after it. */
export function madeUpMatch(record: RecordEvent) {
  const id = randomUUID();
  const state = { homeScore: 0, awayScore: 0, minute: 0, status: 'LIVE' as 'LIVE' | 'FT', version: 0 };
  const snapshot = () => {
    state.version += 1;
    return { matchId: id, gameweek: 3, homeClub: HOME, awayClub: AWAY, ...state };
  };
  return {
    id,
    kickOff: () => record(MatchKickedOff, id, { snapshot: snapshot(), kickoffAt: new Date().toISOString() }),
    goal: (minute: number, side: 'home' | 'away' = 'home') => {
      state.minute = minute;
      if (side === 'home') state.homeScore += 1;
      else state.awayScore += 1;
      return record(MatchActionRecorded, id, {
        snapshot: snapshot(),
        action: {
          id: randomUUID(),
          kind: 'GOAL',
          minute,
          clubId: side === 'home' ? HOME.id : AWAY.id,
          footballerId: randomUUID(),
          assistFootballerId: randomUUID(),
          relatedFootballerId: null,
        },
      });
    },
    finish: () => {
      state.minute = 90;
      state.status = 'FT';
      return record(MatchFinished, id, { snapshot: snapshot() });
    },
  };
}

/**
 * The bus as a gateway's liveEvents, keeping the events the gateway's listeners have acted on
 * (returned from): a test that waits for one to be heard knows the gateway acted on it. Wait for
 * the event the test caused (`matching`), not for any one more: an earlier event of the same type
 * may still be on its way to the gateway, the test's own not yet recorded.
 */
export function hearing(bus: Pick<EventBus, 'listenLive' | 'parts'>) {
  const heard: EventEnvelope[] = [];
  const liveEvents: Pick<EventBus, 'listenLive' | 'parts'> = {
    parts: () => bus.parts(),
    listenLive: (topics, listener) =>
      bus.listenLive(topics, (event) => {
        listener(event);
        heard.push(event);
      }),
  };
  const heardCount = <TPayload>(
    contract: EventContract<TPayload>,
    matching: (payload: TPayload) => boolean = () => true,
  ) => heard.filter((event) => event.type === contract.type && matching(event.payload as TPayload)).length;
  return { liveEvents, heardCount };
}
