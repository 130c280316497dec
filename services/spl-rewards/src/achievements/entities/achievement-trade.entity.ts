import { Entity, Index, PrimaryColumn } from 'typeorm';

/** One side of a market sale (CardOwnershipChanged MARKET_SALE): the seller's and the buyer's trade. */
@Entity('achievement_trade')
@Index('IDX_achievement_trade_manager', ['managerId'])
export class AchievementTradeEntity {
  /** the CardOwnershipChanged event's id: one sale, one event */
  @PrimaryColumn({ name: 'event_id', type: 'uuid', primaryKeyConstraintName: 'PK_achievement_trade' })
  eventId: string;

  @PrimaryColumn({ name: 'manager_id', type: 'uuid', primaryKeyConstraintName: 'PK_achievement_trade' })
  managerId: string;
}
