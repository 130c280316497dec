import { createLogger } from '@sfl/logging';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { EventDelivery } from './delivery';
import { defineEvent } from './event-contract';
import { handles } from './event-consumer';

const event = (type: string, version: number) =>
  defineEvent({ topic: 'things.events', type, version, payload: z.object({}) });

describe('EventDelivery.passesOver', () => {
  const ThingMadeV1 = event('ThingMade', 1);
  const ThingMadeV2 = event('ThingMade', 2);
  const ThingSold = event('ThingSold', 1);
  const delivery = new EventDelivery(
    {} as DataSource,
    { name: 'things', handlers: [handles(ThingMadeV2, async () => {})] },
    [ThingMadeV1, ThingMadeV2, ThingSold],
    { logger: createLogger({ service: 'test', level: 'silent' }) },
  );

  it('should pass over a known type the consumer has no handler for', () => {
    expect(delivery.passesOver('ThingSold')).toBe(true);
  });

  it('should read a type it handles in any version, an unknown type and a delivery without a type', () => {
    expect(delivery.passesOver('ThingMade')).toBe(false);
    expect(delivery.passesOver('Unheard')).toBe(false);
    expect(delivery.passesOver(undefined)).toBe(false);
  });
});
