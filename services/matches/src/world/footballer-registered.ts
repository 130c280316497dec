import { FootballerRegistered } from '@sfl/contracts';
import { recordEvents } from '@sfl/events';
import type { EntityManager } from 'typeorm';
import type { ClubEntity } from './entities/club.entity';
import type { FootballerEntity } from './entities/footballer.entity';

type RegisteredClub = Pick<ClubEntity, 'id' | 'name' | 'shortName'>;
type RegisteredFootballer = Pick<
  FootballerEntity,
  'id' | 'clubId' | 'name' | 'position' | 'overall' | 'rarity'
>;

/**
 * Records FootballerRegistered for each footballer, in the caller's transaction: the seeder when
 * it writes the world, and once the migration for a world written before the event existed.
 */
export async function recordFootballersRegistered(
  manager: EntityManager,
  clubs: readonly RegisteredClub[],
  footballers: readonly RegisteredFootballer[],
): Promise<void> {
  const clubById = new Map(clubs.map(({ id, name, shortName }) => [id, { id, name, shortName }]));
  await recordEvents(
    manager,
    FootballerRegistered,
    footballers.map((footballer) => ({
      aggregateId: footballer.id,
      payload: {
        footballerId: footballer.id,
        name: footballer.name,
        club: clubById.get(footballer.clubId)!,
        position: footballer.position,
        overall: footballer.overall,
        rarity: footballer.rarity,
      },
    })),
  );
}
