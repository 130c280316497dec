import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A manager's saved squad; its cards are squad_member rows. */
@Entity('squad')
export class SquadEntity {
  @PrimaryColumn({ name: 'manager_id', type: 'uuid' })
  managerId: string;

  @Column({ name: 'team_name', type: 'varchar', length: 30 })
  teamName: string;

  @Column({ type: 'varchar', length: 10 })
  formation: string;

  @Column({ name: 'captain_card_id', type: 'uuid', nullable: true })
  captainCardId: string | null;

  @Column({ name: 'vice_captain_card_id', type: 'uuid', nullable: true })
  viceCaptainCardId: string | null;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
