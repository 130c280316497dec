import type { marketPurchaseFailures } from '@sfl/contracts';
import { Check, Column, Entity, Index, PrimaryColumn, Unique } from 'typeorm';

export type PurchaseStatus = 'PENDING' | 'COMPLETED' | 'FAILED';
export type PurchaseFailure = (typeof marketPurchaseFailures)[number];

/**
 * A manager's purchase of a listing or of a new card (`footballerId`, from the product) at the
 * price he confirmed: PENDING while spl-rewards holds the price, then COMPLETED (the card is the
 * buyer's) or FAILED.
 */
@Entity('market_purchase')
@Unique('UQ_market_purchase_key', ['buyerId', 'idempotencyKey'])
@Index('IDX_market_purchase_pending_buyer', ['buyerId'], { where: `"status" = 'PENDING'` })
@Check('CHK_market_purchase_what', `("listing_id" IS NULL) <> ("footballer_id" IS NULL)`)
export class MarketPurchaseEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'buyer_id', type: 'uuid' })
  buyerId: string;

  @Column({ name: 'idempotency_key', type: 'varchar', length: 100 })
  idempotencyKey: string;

  @Column({ name: 'listing_id', type: 'uuid', nullable: true })
  listingId: string | null;

  @Column({ name: 'footballer_id', type: 'uuid', nullable: true })
  footballerId: string | null;

  /** null for a new card: the product sells it */
  @Column({ name: 'seller_id', type: 'uuid', nullable: true })
  sellerId: string | null;

  /** what the buyer confirmed: the listing's price when asked, and still its price when the SPL is held */
  @Column({ type: 'integer' })
  price: number;

  /** the treasury's part of the price */
  @Column({ type: 'integer' })
  fee: number;

  @Column({ type: 'varchar', length: 10 })
  status: PurchaseStatus;

  @Column({ name: 'failure_reason', type: 'varchar', length: 20, nullable: true })
  failureReason: PurchaseFailure | null;

  /** the card bought, once COMPLETED */
  @Column({ name: 'card_id', type: 'uuid', nullable: true })
  cardId: string | null;

  @Column({ name: 'requested_at', type: 'timestamptz', default: () => 'now()' })
  requestedAt: Date;

  @Column({ name: 'settled_at', type: 'timestamptz', nullable: true })
  settledAt: Date | null;
}
