import { randomUUID } from 'node:crypto';
import type { Position, PositionGroup, Rarity } from '@sfl/contracts';
import type { FootballerPayload } from './nft-test-app';

const POSITION_OF: Record<PositionGroup, Position> = { GK: 'GK', DEF: 'CB', MID: 'CM', ATT: 'ST' };
const CLUB = { id: '5f0c1b2a-3d4e-4f5a-8b6c-7d8e9f0a1b2c', name: 'Harbour Town', shortName: 'HAR' };

export function footballer(overrides: Partial<FootballerPayload> = {}): FootballerPayload {
  const footballerId = overrides.footballerId ?? randomUUID();
  return {
    footballerId,
    name: `Player ${footballerId.slice(0, 6)}`,
    club: CLUB,
    position: 'CM',
    overall: 70,
    rarity: 'DEFAULT',
    ...overrides,
  };
}

/** `count` footballers of each group in the tier, with distinct overalls so orders are stable. */
export function squadOf(
  counts: Record<PositionGroup, number>,
  rarity: Rarity = 'DEFAULT',
): FootballerPayload[] {
  return (Object.entries(counts) as [PositionGroup, number][]).flatMap(([group, count]) =>
    Array.from({ length: count }, (_, index) =>
      footballer({ position: POSITION_OF[group], rarity, overall: 60 + index }),
    ),
  );
}
