import { type ConsumingTestApp, startConsumingTestApp } from '@sfl/testing';
import { createSquadsApp } from '../src/create-squads-app';

export type SquadsTestApp = ConsumingTestApp;

/** The services whose events squads consumes. */
const SQUADS_SOURCES = ['users', 'matches', 'nft'];

/**
 * The real squads subgraph on a fresh database, consuming users.events, matches.events and
 * nft.events from one stand-in producers' outbox through the embedded event bus, as in the
 * embedded mode.
 */
export function startSquadsTestApp(): Promise<SquadsTestApp> {
  return startConsumingTestApp(SQUADS_SOURCES, createSquadsApp);
}
