import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A goal reward paid to a manager (spl-rewards.events SplRewardsAwarded, actionType goal). */
@Entity('achievement_goal')
@Index('IDX_achievement_goal_manager', ['managerId', 'matchId', 'footballerId'])
export class AchievementGoalEntity {
  @PrimaryColumn({ name: 'reward_id', type: 'uuid', primaryKeyConstraintName: 'PK_achievement_goal' })
  rewardId: string;

  @Column({ name: 'manager_id', type: 'uuid' })
  managerId: string;

  @Column({ name: 'match_id', type: 'uuid' })
  matchId: string;

  @Column({ name: 'footballer_id', type: 'uuid' })
  footballerId: string;
}
