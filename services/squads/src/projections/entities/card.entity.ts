import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Who holds which player card, and its worth (nft.events CardOwnershipChanged). */
@Entity('card')
export class CardEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'footballer_id', type: 'uuid' })
  footballerId: string;

  /** null: counted for no manager (an on-chain card its wallet no longer holds) */
  @Index('IDX_card_owner_id')
  @Column({ name: 'owner_id', type: 'uuid', nullable: true })
  ownerId: string | null;

  /** whole SPL, for team value */
  @Column({ type: 'integer' })
  value: number;

  @Column({ name: 'changed_at', type: 'timestamptz' })
  changedAt: Date;
}
