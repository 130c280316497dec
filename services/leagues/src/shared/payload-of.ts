import type { EventContract } from '@sfl/events';

/** The payload type of an event contract. */
export type PayloadOf<C> = C extends EventContract<infer P> ? P : never;
