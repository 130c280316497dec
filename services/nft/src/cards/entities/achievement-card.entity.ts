import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One row per unlocked achievement whose reward is an NFT: the card minted for it, pending
 * (`cardId` null) until a card can be minted. The key makes the reward once-only.
 */
@Entity('achievement_card')
export class AchievementCardEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'PK_achievement_card' })
  userId: string;

  @PrimaryColumn({
    name: 'achievement_id',
    type: 'varchar',
    length: 32,
    primaryKeyConstraintName: 'PK_achievement_card',
  })
  achievementId: string;

  @Column({ name: 'unlocked_at', type: 'timestamptz' })
  unlockedAt: Date;

  @Column({ name: 'card_id', type: 'uuid', nullable: true })
  cardId: string | null;
}
