import { randomUUID } from 'node:crypto';
import type { PositionGroup, Rarity } from '@sfl/contracts';
import { STARTER_PACK_MAX_RARE } from './card-tiers';
import type { MintCandidate } from './cards.repository';
import { drawOrder, PackSlots } from './starter-pack-draw';

const candidates = (group: PositionGroup, count: number, rarity: Rarity = 'DEFAULT'): MintCandidate[] =>
  Array.from({ length: count }, () => ({ id: randomUUID(), positionGroup: group, rarity }));

describe('starter pack draw', () => {
  const pool = [
    ...candidates('GK', 3),
    ...candidates('DEF', 8),
    ...candidates('MID', 8),
    ...candidates('ATT', 4),
    ...candidates('DEF', 5, 'RARE'),
    ...candidates('MID', 5, 'RARE'),
  ];

  it('should order the same candidates the same way for a user, whatever order they come in', () => {
    const user = randomUUID();
    expect(drawOrder(user, [...pool].reverse())).toEqual(drawOrder(user, pool));
    expect(drawOrder(randomUUID(), pool)).not.toEqual(drawOrder(user, pool));
  });

  it('should plan the pack shape with at most the allowed RARE cards', () => {
    const remaining = drawOrder(randomUUID(), pool);
    const planned = new PackSlots().planFrom(remaining);
    const count = (group: PositionGroup) => planned.filter((c) => c.positionGroup === group).length;
    expect([count('GK'), count('DEF'), count('MID'), count('ATT')]).toEqual([2, 6, 6, 3]);
    expect(planned.filter((c) => c.rarity === 'RARE').length).toBeLessThanOrEqual(STARTER_PACK_MAX_RARE);
    expect(remaining).toHaveLength(pool.length - 17);
  });

  it('should plan only what is still missing after a candidate could not be minted', () => {
    const slots = new PackSlots();
    const remaining = drawOrder(randomUUID(), pool);
    const [spent, ...minted] = slots.planFrom(remaining);
    for (const candidate of minted) slots.take(candidate);
    const replacement = slots.planFrom(remaining);
    expect(replacement).toHaveLength(1);
    expect(replacement[0]!.positionGroup).toBe(spent!.positionGroup);
    slots.take(replacement[0]!);
    expect(slots.full).toBe(true);
  });
});
