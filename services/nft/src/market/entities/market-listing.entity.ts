import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type ListingStatus = 'ACTIVE' | 'PENDING' | 'SOLD' | 'DELISTED';

/**
 * A manager's card on the market at a price in whole SPL: ACTIVE (buyable), PENDING (a purchase
 * holds it until its SPL is settled), then SOLD or DELISTED for good.
 */
@Entity('market_listing')
@Index('UQ_market_listing_open_card', ['cardId'], {
  unique: true,
  where: `"status" IN ('ACTIVE', 'PENDING')`,
})
@Index('IDX_market_listing_active', ['listedAt', 'id'], { where: `"status" = 'ACTIVE'` })
@Index('IDX_market_listing_seller', ['sellerId'])
@Check('CHK_market_listing_price', '"price" > 0')
export class MarketListingEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'card_id', type: 'uuid' })
  cardId: string;

  @Column({ name: 'seller_id', type: 'uuid' })
  sellerId: string;

  @Column({ type: 'integer' })
  price: number;

  @Column({ type: 'varchar', length: 10 })
  status: ListingStatus;

  /** the purchase holding it (PENDING) or that bought it (SOLD) */
  @Column({ name: 'purchase_id', type: 'uuid', nullable: true })
  purchaseId: string | null;

  @Column({ name: 'listed_at', type: 'timestamptz', default: () => 'now()' })
  listedAt: Date;

  @Column({ name: 'ended_at', type: 'timestamptz', nullable: true })
  endedAt: Date | null;
}
