import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A league whose last gameweek's points became final, waiting to be settled in a transaction of
 * its own (LeagueSettlementService); the row goes in the settling transaction.
 */
@Entity('league_settlement_due')
export class LeagueSettlementDueEntity {
  @PrimaryColumn({ name: 'league_id', type: 'uuid' })
  leagueId: string;

  @Column({ name: 'due_since', type: 'timestamptz', default: () => 'now()' })
  dueSince: Date;
}
