import { Entity, Index, PrimaryColumn } from 'typeorm';

/** A manager ranked first in a league of 2 or more that was not cancelled (LeagueFinished). */
@Entity('achievement_league_win')
@Index('IDX_achievement_league_win_manager', ['managerId'])
export class AchievementLeagueWinEntity {
  @PrimaryColumn({ name: 'league_id', type: 'uuid', primaryKeyConstraintName: 'PK_achievement_league_win' })
  leagueId: string;

  /** more than one only when the league's tie-break could not split them */
  @PrimaryColumn({ name: 'manager_id', type: 'uuid', primaryKeyConstraintName: 'PK_achievement_league_win' })
  managerId: string;
}
