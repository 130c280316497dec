import type { Rarity } from '@sfl/contracts';
import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type ListingStatus = 'ACTIVE' | 'SOLD' | 'DELISTED';

/**
 * A manager's card on the market at a price in whole SPL: ACTIVE (buyable, and still the seller's
 * to reprice or delist while purchases wait for their SPL), then SOLD to the first buyer whose SPL
 * is held, or DELISTED, for good.
 */
@Entity('market_listing')
@Index('UQ_market_listing_open_card', ['cardId'], { unique: true, where: `"status" = 'ACTIVE'` })
@Index('IDX_market_listing_active', ['listedAt', 'id'], { where: `"status" = 'ACTIVE'` })
@Index('IDX_market_listing_seller', ['sellerId'])
@Index('IDX_market_listing_seller_active', ['sellerId'], { where: `"status" = 'ACTIVE'` })
@Index('IDX_market_listing_footballer_floor', ['footballerId', 'rarity', 'price'], {
  where: `"status" = 'ACTIVE'`,
})
@Index('IDX_market_listing_footballer_sales', ['footballerId', 'endedAt', 'id'], {
  where: `"status" = 'SOLD'`,
})
@Check('CHK_market_listing_price', '"price" > 0')
export class MarketListingEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'card_id', type: 'uuid' })
  cardId: string;

  /** the card's footballer and tier (a card changes neither), for the indexes of a footballer's market */
  @Column({ name: 'footballer_id', type: 'uuid' })
  footballerId: string;

  @Column({ type: 'varchar', length: 10 })
  rarity: Rarity;

  @Column({ name: 'seller_id', type: 'uuid' })
  sellerId: string;

  @Column({ type: 'integer' })
  price: number;

  @Column({ type: 'varchar', length: 10 })
  status: ListingStatus;

  /** the purchase that bought it (SOLD) */
  @Column({ name: 'purchase_id', type: 'uuid', nullable: true })
  purchaseId: string | null;

  @Column({ name: 'listed_at', type: 'timestamptz', default: () => 'now()' })
  listedAt: Date;

  /** when it was sold (the sale's time) or taken back */
  @Column({ name: 'ended_at', type: 'timestamptz', nullable: true })
  endedAt: Date | null;
}
