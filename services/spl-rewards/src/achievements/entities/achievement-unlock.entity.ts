import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An achievement a manager unlocked: its reward was paid in the transaction that wrote this row. */
@Entity('achievement_unlock')
export class AchievementUnlockEntity {
  @PrimaryColumn({ name: 'manager_id', type: 'uuid', primaryKeyConstraintName: 'PK_achievement_unlock' })
  managerId: string;

  /** an AchievementId of @sfl/contracts */
  @PrimaryColumn({
    name: 'achievement_id',
    type: 'varchar',
    length: 32,
    primaryKeyConstraintName: 'PK_achievement_unlock',
  })
  achievementId: string;

  @Column({ name: 'unlocked_at', type: 'timestamptz' })
  unlockedAt: Date;
}
