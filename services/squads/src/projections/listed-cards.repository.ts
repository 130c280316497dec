import { Injectable } from '@nestjs/common';
import type { PayloadOf } from '@sfl/events';
import type { CardListed, CardListingEnded } from '@sfl/contracts';
import type { EntityManager } from 'typeorm';

/** The only code that writes the listed_card table (the deadline's lock reads it too). */
@Injectable()
export class ListedCardsRepository {
  /** Records a listing's start; false when the listing was known already (its end came first). */
  async openIn(manager: EntityManager, listing: PayloadOf<typeof CardListed>): Promise<boolean> {
    const inserted: unknown[] = await manager.query(
      `INSERT INTO listed_card (listing_id, card_id, seller_id, listed_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (listing_id) DO NOTHING RETURNING listing_id`,
      [listing.listingId, listing.cardId, listing.sellerId, listing.listedAt],
    );
    return inserted.length > 0;
  }

  /** Records a listing's end, before or after its start. */
  async endIn(manager: EntityManager, end: PayloadOf<typeof CardListingEnded>): Promise<void> {
    await manager.query(
      `INSERT INTO listed_card (listing_id, card_id, seller_id, ended_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (listing_id) DO UPDATE SET ended_at = EXCLUDED.ended_at`,
      [end.listingId, end.cardId, end.sellerId, end.endedAt],
    );
  }

  /** Those of the cards on the market now. */
  async listedAmongIn(manager: EntityManager, cardIds: readonly string[]): Promise<Set<string>> {
    if (cardIds.length === 0) return new Set();
    const rows: { card_id: string }[] = await manager.query(
      `SELECT DISTINCT card_id FROM listed_card WHERE card_id = ANY($1::uuid[]) AND ended_at IS NULL`,
      [cardIds],
    );
    return new Set(rows.map((row) => row.card_id));
  }
}
