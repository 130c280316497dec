import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A championship as created (championships.events ChampionshipCreated), for its status changes. */
@Entity('championship')
export class ChampionshipEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_championship' })
  id: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ name: 'start_gameweek', type: 'int' })
  startGameweek: number;

  @Column({ name: 'end_gameweek', type: 'int' })
  endGameweek: number;
}
