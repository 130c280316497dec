import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Whose card a card is (nft.events CardOwnershipChanged): a sale names only the card. */
@Entity('card')
export class CardEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_card' })
  id: string;

  @Column({ name: 'footballer_id', type: 'uuid' })
  footballerId: string;
}
