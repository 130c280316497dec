import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One row per registered manager: their starter pack, pending (`grantedAt` null) until the
 * catalogue and the current season can fill it. The key makes the pack once-only.
 */
@Entity('starter_pack')
export class StarterPackEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'registered_at', type: 'timestamptz' })
  registeredAt: Date;

  @Column({ name: 'granted_at', type: 'timestamptz', nullable: true })
  grantedAt: Date | null;
}
