import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Which side of a market sale a trade is. */
export const TRADE_SIDES = ['SELLER', 'BUYER'] as const;
export type TradeSide = (typeof TRADE_SIDES)[number];

/**
 * One side of a market sale (CardOwnershipChanged MARKET_SALE) at or above its tier's price floor:
 * the seller's and the buyer's trade, with whom and, for the seller, since when they held the card.
 */
@Entity('achievement_trade')
@Index('IDX_achievement_trade_manager', ['managerId'])
export class AchievementTradeEntity {
  /** the CardOwnershipChanged event's id: one sale, one event */
  @PrimaryColumn({ name: 'event_id', type: 'uuid', primaryKeyConstraintName: 'PK_achievement_trade' })
  eventId: string;

  @PrimaryColumn({ name: 'manager_id', type: 'uuid', primaryKeyConstraintName: 'PK_achievement_trade' })
  managerId: string;

  /** the other side of the sale: Market Master counts distinct ones */
  @Column({ name: 'counterparty_id', type: 'uuid' })
  counterpartyId: string;

  @Column({ name: 'side', type: 'varchar', length: 6 })
  side: TradeSide;

  /** the seller's: when the card became theirs; null when not known (the trade never counts) */
  @Column({ name: 'held_since', type: 'timestamptz', nullable: true })
  heldSince: Date | null;

  @Column({ name: 'traded_at', type: 'timestamptz' })
  tradedAt: Date;
}
