import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A listing of a card on the player market, as nft announced it (nft.events CardListed,
 * CardListingEnded): while it is open (`endedAt` null) the card cannot be fielded.
 */
@Entity('listed_card')
@Index('IDX_listed_card_card_id', ['cardId'])
export class ListedCardEntity {
  @PrimaryColumn({ name: 'listing_id', type: 'uuid', primaryKeyConstraintName: 'PK_listed_card' })
  listingId: string;

  @Column({ name: 'card_id', type: 'uuid' })
  cardId: string;

  @Column({ name: 'seller_id', type: 'uuid' })
  sellerId: string;

  /** null: the listing's end was applied before its start */
  @Column({ name: 'listed_at', type: 'timestamptz', nullable: true })
  listedAt: Date | null;

  /** null: still on the market */
  @Column({ name: 'ended_at', type: 'timestamptz', nullable: true })
  endedAt: Date | null;
}
