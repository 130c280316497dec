import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { POSITION_GROUPS } from '@sfl/contracts';
import type { Page } from '@sfl/subgraph';
import type { Repository } from 'typeorm';
import type { CardFacts } from './card-events';
import { PlayerCardEntity } from './entities/player-card.entity';

/** A card of a page of a manager's cards: which one, and which table holds it. */
export interface OwnedCardRef {
  id: string;
  source: CardFacts['source'];
}

/**
 * The one read across player_card and owned_nft: a manager's in-game cards and counted on-chain
 * cards as one list, ordered and paged in the database so a page costs what it answers.
 */
@Injectable()
export class OwnedCardsRepository {
  constructor(@InjectRepository(PlayerCardEntity) private readonly cards: Repository<PlayerCardEntity>) {}

  /** By position group (GK, DEF, MID, ATT), best overall first, then name and id: a stable order. */
  pageOf(userId: string, { limit, offset }: Page): Promise<OwnedCardRef[]> {
    return this.cards.query<OwnedCardRef[]>(
      `SELECT card.id, card.source
       FROM (
         SELECT c.id, 'IN_GAME' AS source, f.position_group, f.overall, f.name
         FROM player_card c LEFT JOIN footballer f ON f.id = c.footballer_id
         WHERE c.owner_id = $1
         UNION ALL
         SELECT n.id, 'ON_CHAIN', f.position_group, f.overall, f.name
         FROM owned_nft n JOIN footballer f ON f.id::text = n.player_id
         WHERE n.user_id = $1 AND n.counted_at IS NOT NULL AND n.lost_at IS NULL
       ) card
       ORDER BY array_position($2::varchar[], card.position_group), card.overall DESC, card.name, card.id
       LIMIT $3 OFFSET $4`,
      [userId, POSITION_GROUPS, limit, offset],
    );
  }
}
