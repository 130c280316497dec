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
