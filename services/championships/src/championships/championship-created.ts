import { ChampionshipCreated } from '@sfl/contracts';
import { recordEvent } from '@sfl/events';
import type { EntityManager } from 'typeorm';
import type { ChampionshipEntity } from './entities/championship.entity';

/**
 * Announces a championship just inserted, in the inserting transaction: readers of the available
 * list (the gateway's cache) learn of it with the commit, not when their copy expires.
 */
export async function recordChampionshipCreated(
  manager: EntityManager,
  championship: ChampionshipEntity,
): Promise<void> {
  await recordEvent(manager, ChampionshipCreated, {
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
  });
}
