import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * An achievement a manager unlocked. Its reward is paid in the transaction that wrote this row when
 * it fits in the manager's and the global budget for the gameweek, else at a later gameweek
 * (`paid_gameweek` null until then).
 */
@Entity('achievement_unlock')
@Index('IDX_achievement_unlock_unpaid', ['managerId'], { where: 'paid_gameweek IS NULL' })
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

  /** the reward's SPL */
  @Column({ name: 'tokens', type: 'int' })
  tokens: number;

  /** the gameweek under way when it unlocked (0: before the first deadline) */
  @Column({ name: 'unlocked_gameweek', type: 'int' })
  unlockedGameweek: number;

  /** the gameweek whose budget paid it (0: before the first deadline); null while deferred */
  @Column({ name: 'paid_gameweek', type: 'int', nullable: true })
  paidGameweek: number | null;
}
