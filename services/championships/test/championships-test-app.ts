import { type ConsumingTestApp, startConsumingTestApp } from '@sfl/testing';
import { createChampionshipsApp } from '../src/create-championships-app';
import { DeadlineCheck } from '../src/championships/deadline-check';

export interface ChampionshipsTestApp extends ConsumingTestApp {
  /** the app's clock: tests set `now` instead of waiting */
  clock: { now: number };
  /** One round of the registration-deadline check, at the clock's time. */
  checkDeadlines(): Promise<void>;
}

/**
 * The real championships subgraph on a fresh database, consuming matches.events from a stand-in
 * producers' outbox through the embedded event bus, on a clock the test moves (the periodic
 * deadline check is off: tests run a round themselves).
 */
export async function startChampionshipsTestApp(now: Date): Promise<ChampionshipsTestApp> {
  const clock = { now: now.getTime() };
  const app = await startConsumingTestApp(['matches'], (dependencies) =>
    createChampionshipsApp({ ...dependencies, clock: { now: () => clock.now }, deadlineCheckMs: null }),
  );
  return { ...app, clock, checkDeadlines: () => app.app.get(DeadlineCheck).check() };
}

/**
 * Registers a describe block's hooks: one app for the block, emptied before each test with its
 * clock back at `start`. The returned holder's `t` is the running app.
 */
export function championshipsAppPerSuite(start: Date): { t: ChampionshipsTestApp } {
  const running = {} as { t: ChampionshipsTestApp };
  beforeAll(async () => {
    running.t = await startChampionshipsTestApp(start);
  });
  afterAll(() => running.t?.close());
  beforeEach(async () => {
    await running.t.reset();
    running.t.clock.now = start.getTime();
  });
  return running;
}
