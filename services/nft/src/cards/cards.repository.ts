import { Injectable } from '@nestjs/common';
import type { PositionGroup, Rarity } from '@sfl/contracts';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, type Repository } from 'typeorm';
import { LIST_PRICE_SPL, SUPPLY_PER_SEASON } from './card-tiers';
import { PlayerCardEntity } from './entities/player-card.entity';

/** A footballer a card can still be minted of this season. */
export interface MintCandidate {
  id: string;
  positionGroup: PositionGroup;
  rarity: Rarity;
}

/** The only code that writes the player_card and card_supply tables (the market's listing views join them to read). */
@Injectable()
export class CardsRepository {
  constructor(@InjectRepository(PlayerCardEntity) private readonly cards: Repository<PlayerCardEntity>) {}

  byIds(ids: string[]): Promise<PlayerCardEntity[]> {
    return ids.length ? this.cards.findBy({ id: In(ids) }) : Promise.resolve([]);
  }

  /** The card, locked until the transaction ends (a listing and a sale of it wait for each other). */
  lockIn(manager: EntityManager, cardId: string): Promise<PlayerCardEntity | null> {
    return manager.findOne(PlayerCardEntity, { where: { id: cardId }, lock: { mode: 'pessimistic_write' } });
  }

  /**
   * Mints the next serial of the footballer's tier this season to `ownerId`, or null when the
   * supply is spent. The counter row's lock makes concurrent mints take distinct serials, and its
   * WHERE never lets one pass the supply.
   */
  async mintIn(
    manager: EntityManager,
    card: { footballerId: string; rarity: Rarity; season: number; ownerId: string },
  ): Promise<PlayerCardEntity | null> {
    const supply = SUPPLY_PER_SEASON[card.rarity];
    const issued = await manager.query<{ issued: number }[]>(
      `INSERT INTO card_supply (footballer_id, rarity, season, issued) VALUES ($1, $2, $3, 1)
       ON CONFLICT (footballer_id, rarity, season) DO UPDATE SET issued = card_supply.issued + 1
       WHERE card_supply.issued < $4
       RETURNING issued`,
      [card.footballerId, card.rarity, card.season, supply],
    );
    if (!issued.length) return null;
    return manager.save(
      manager.create(PlayerCardEntity, {
        ...card,
        serial: issued[0]!.issued,
        supply,
        value: LIST_PRICE_SPL[card.rarity],
      }),
    );
  }

  /**
   * The card changes hands: its new owner, from `acquiredAt`, and what it is worth (`card` takes
   * them too, for the events that follow).
   */
  async handOverIn(
    manager: EntityManager,
    card: PlayerCardEntity,
    to: Pick<PlayerCardEntity, 'ownerId' | 'value' | 'acquiredAt'>,
  ): Promise<void> {
    Object.assign(card, to);
    await manager.save(card);
  }

  /** Whether a card of the footballer's tier can still be minted this season. */
  async hasSupplyLeftIn(
    manager: EntityManager,
    footballer: { id: string; rarity: Rarity },
    season: number,
  ): Promise<boolean> {
    const [row] = await manager.query<{ issued: number }[]>(
      'SELECT issued FROM card_supply WHERE footballer_id = $1 AND rarity = $2 AND season = $3',
      [footballer.id, footballer.rarity, season],
    );
    return (row?.issued ?? 0) < SUPPLY_PER_SEASON[footballer.rarity];
  }

  /** Footballers of the given tiers whose supply this season is not spent, by id. */
  async candidatesIn(
    manager: EntityManager,
    season: number,
    tiers: readonly Rarity[],
  ): Promise<MintCandidate[]> {
    const rows = await manager.query<(MintCandidate & { issued: number })[]>(
      `SELECT f.id, f.position_group AS "positionGroup", f.rarity, coalesce(s.issued, 0) AS issued
       FROM footballer f
       LEFT JOIN card_supply s ON s.footballer_id = f.id AND s.rarity = f.rarity AND s.season = $1
       WHERE f.rarity = ANY($2)
       ORDER BY f.id`,
      [season, tiers],
    );
    return rows
      .filter((row) => row.issued < SUPPLY_PER_SEASON[row.rarity])
      .map(({ id, positionGroup, rarity }) => ({ id, positionGroup, rarity }));
  }
}
