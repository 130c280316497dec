import { Injectable } from '@nestjs/common';
import type {
  CardOwnershipChanged,
  ChampionshipCreated,
  FootballerRegistered,
  LeagueCreated,
  UserRegistered,
} from '@sfl/contracts';
import { type EntityManager, In } from 'typeorm';
import type { z } from 'zod';
import { CardEntity } from './entities/card.entity';
import { ChampionshipEntity } from './entities/championship.entity';
import { FootballerEntity } from './entities/footballer.entity';
import { LeagueEntity } from './entities/league.entity';
import { ManagerEntity } from './entities/manager.entity';
import type { ChampionshipTerms } from './notification-texts';

type Payload<C extends { payload: z.ZodType }> = z.output<C['payload']>;

/**
 * The names notifications are written with, kept from the events that announce them (a later
 * announcement of the same thing replaces the earlier); the only code that touches the manager,
 * footballer, card, league and championship tables.
 */
@Injectable()
export class NamesRepository {
  async saveManagerIn(manager: EntityManager, user: Payload<typeof UserRegistered>): Promise<void> {
    await manager.upsert(ManagerEntity, { id: user.userId, username: user.username }, ['id']);
  }

  async saveFootballerIn(
    manager: EntityManager,
    footballer: Payload<typeof FootballerRegistered>,
  ): Promise<void> {
    await manager.upsert(FootballerEntity, { id: footballer.footballerId, name: footballer.name }, ['id']);
  }

  async saveCardIn(manager: EntityManager, card: Payload<typeof CardOwnershipChanged>): Promise<void> {
    await manager.upsert(CardEntity, { id: card.cardId, footballerId: card.footballerId }, ['id']);
  }

  async saveLeagueIn(manager: EntityManager, league: Payload<typeof LeagueCreated>): Promise<void> {
    await manager.upsert(LeagueEntity, { id: league.leagueId, name: league.name }, ['id']);
  }

  async saveChampionshipIn(
    manager: EntityManager,
    created: Payload<typeof ChampionshipCreated>,
  ): Promise<void> {
    const { championshipId: id, name, startGameweek, endGameweek } = created;
    await manager.upsert(ChampionshipEntity, { id, name, startGameweek, endGameweek }, ['id']);
  }

  /** Username by manager id, for those known. */
  async usernamesIn(manager: EntityManager, ids: readonly string[]): Promise<Map<string, string>> {
    const rows = await manager.findBy(ManagerEntity, { id: In([...ids]) });
    return new Map(rows.map((row) => [row.id, row.username]));
  }

  /** The name of the footballer on the card; null while the card or its footballer is unknown. */
  async playerOnCardIn(manager: EntityManager, cardId: string): Promise<string | null> {
    const [row] = (await manager.query(
      'SELECT f.name FROM card c JOIN footballer f ON f.id = c.footballer_id WHERE c.id = $1',
      [cardId],
    )) as { name: string }[];
    return row?.name ?? null;
  }

  async leagueNameIn(manager: EntityManager, leagueId: string): Promise<string | null> {
    return (await manager.findOneBy(LeagueEntity, { id: leagueId }))?.name ?? null;
  }

  championshipIn(manager: EntityManager, championshipId: string): Promise<ChampionshipTerms | null> {
    return manager.findOneBy(ChampionshipEntity, { id: championshipId });
  }
}
