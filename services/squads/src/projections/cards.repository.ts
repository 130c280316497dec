import { Injectable } from '@nestjs/common';
import type { PayloadOf } from '@sfl/events';
import type { CardOwnershipChanged, Position } from '@sfl/contracts';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { CardEntity } from './entities/card.entity';
import { isUuid } from '@sfl/subgraph';

/** A card with what squads needs of its footballer; null footballer: not registered here yet. */
export interface CardWithFootballer {
  id: string;
  footballerId: string;
  footballer: { name: string; clubId: string; position: Position; overall: number } | null;
}

interface CardRow {
  id: string;
  footballer_id: string;
  name: string | null;
  club_id: string | null;
  position: Position | null;
  overall: number | null;
}

/** The only code that touches the card table. */
@Injectable()
export class CardsRepository {
  constructor(@InjectRepository(CardEntity) private readonly cards: Repository<CardEntity>) {}

  /**
   * Records the card's new holder and value. Returns who held it before (null: nobody), or
   * `undefined` when the change is older than the one already recorded and so changes nothing.
   */
  async applyOwnershipIn(
    manager: EntityManager,
    change: PayloadOf<typeof CardOwnershipChanged>,
  ): Promise<{ previousOwnerId: string | null } | undefined> {
    const [current] = (await manager.query('SELECT owner_id, changed_at FROM card WHERE id = $1 FOR UPDATE', [
      change.cardId,
    ])) as { owner_id: string | null; changed_at: Date }[];
    if (current && current.changed_at > new Date(change.changedAt)) return undefined;
    await manager.query(
      `INSERT INTO card (id, footballer_id, owner_id, value, changed_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id) DO UPDATE SET owner_id = EXCLUDED.owner_id, value = EXCLUDED.value,
         changed_at = EXCLUDED.changed_at`,
      [change.cardId, change.footballerId, change.toUserId, change.value, change.changedAt],
    );
    return { previousOwnerId: current?.owner_id ?? null };
  }

  /**
   * Locks the card's row until the transaction ends: a save of a squad holding it (which locks
   * it too, ownedIn) finishes first or sees what this transaction changed.
   */
  async lockIn(manager: EntityManager, cardId: string): Promise<void> {
    await manager.query('SELECT 1 FROM card WHERE id = $1 FOR UPDATE', [cardId]);
  }

  /**
   * Those of `cardIds` that `ownerId` holds, with their footballers, locked until the
   * transaction ends so that a sale cannot slip in between the check and the save.
   */
  async ownedIn(
    manager: EntityManager,
    ownerId: string,
    cardIds: readonly string[],
  ): Promise<CardWithFootballer[]> {
    const rows: CardRow[] = await manager.query(
      `${CARDS_WITH_FOOTBALLERS} WHERE c.owner_id = $1 AND c.id = ANY($2::uuid[]) FOR SHARE OF c`,
      [ownerId, cardIds.filter(isUuid)],
    );
    return rows.map(cardOf);
  }

  async withFootballers(
    cardIds: readonly string[],
    manager: EntityManager = this.cards.manager,
  ): Promise<CardWithFootballer[]> {
    const rows: CardRow[] = await manager.query(`${CARDS_WITH_FOOTBALLERS} WHERE c.id = ANY($1::uuid[])`, [
      cardIds,
    ]);
    return rows.map(cardOf);
  }
}

const CARDS_WITH_FOOTBALLERS = `
  SELECT c.id, c.footballer_id, f.name, f.club_id, f.position, f.overall
  FROM card c LEFT JOIN footballer f ON f.id = c.footballer_id`;

function cardOf(row: CardRow): CardWithFootballer {
  return {
    id: row.id,
    footballerId: row.footballer_id,
    footballer:
      row.name === null
        ? null
        : { name: row.name, clubId: row.club_id!, position: row.position!, overall: row.overall! },
  };
}
