import { ChampionshipCreated } from '@sfl/contracts';
import { recordEvents } from '@sfl/events';
import type { EntityManager } from 'typeorm';
import type { ChampionshipEntity } from './entities/championship.entity';

/**
 * Announces championships just inserted, in the inserting transaction and one statement: readers
 * of the available list (the gateway's cache) learn of them with the commit, not when their copy
 * expires.
 */
export async function recordChampionshipsCreated(
  manager: EntityManager,
  championships: readonly ChampionshipEntity[],
): Promise<void> {
  await recordEvents(
    manager,
    ChampionshipCreated,
    championships.map((championship) => ({
      aggregateId: championship.id,
      payload: {
        championshipId: championship.id,
        name: championship.name,
        leagueType: championship.leagueType,
        maxParticipants: championship.maxParticipants,
        startGameweek: championship.startGameweek,
        endGameweek: championship.endGameweek,
        createdAt: championship.createdAt.toISOString(),
      },
    })),
  );
}
