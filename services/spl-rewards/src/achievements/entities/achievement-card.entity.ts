import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Who holds a player card now (nft.events CardOwnershipChanged); null when nobody does. */
@Entity('achievement_card')
@Index('IDX_achievement_card_owner', ['ownerId'])
@Index('IDX_achievement_card_footballer', ['footballerId'])
export class AchievementCardEntity {
  @PrimaryColumn({ name: 'card_id', type: 'uuid', primaryKeyConstraintName: 'PK_achievement_card' })
  cardId: string;

  @Column({ name: 'footballer_id', type: 'uuid' })
  footballerId: string;

  @Column({ name: 'owner_id', type: 'uuid', nullable: true })
  ownerId: string | null;

  /** the change's time, so an older change delivered again never undoes a newer one */
  @Column({ name: 'changed_at', type: 'timestamptz' })
  changedAt: Date;
}
