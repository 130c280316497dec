import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * How many of a gameweek's lineups field a footballer as a starter, kept by every lock and change
 * of them in its transaction: a player page reads it without counting the lineups' JSON.
 */
@Entity('footballer_ownership')
export class FootballerOwnershipEntity {
  @PrimaryColumn({ type: 'int' })
  gameweek: number;

  @PrimaryColumn({ name: 'footballer_id', type: 'uuid' })
  footballerId: string;

  @Column({ type: 'int' })
  lineups: number;
}
