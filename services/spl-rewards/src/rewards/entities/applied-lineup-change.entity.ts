import { Entity, PrimaryColumn } from 'typeorm';

/** A gameweek's LineupChanged applied here, by its number (`changeNo`): what a fixture's seal counts. */
@Entity('applied_lineup_change')
export class AppliedLineupChangeEntity {
  @PrimaryColumn({ type: 'int', primaryKeyConstraintName: 'PK_applied_lineup_change' })
  gameweek: number;

  @PrimaryColumn({ name: 'change_no', type: 'int', primaryKeyConstraintName: 'PK_applied_lineup_change' })
  changeNo: number;
}
