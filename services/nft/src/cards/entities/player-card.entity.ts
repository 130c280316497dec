import type { Rarity } from '@sfl/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/**
 * An in-game card: one instance of a footballer in the footballer's tier, numbered `serial` of
 * `supply` within its season, owned by a manager.
 */
@Entity('player_card')
@Unique('UQ_player_card_serial', ['footballerId', 'rarity', 'season', 'serial'])
@Index('IDX_player_card_owner', ['ownerId'])
export class PlayerCardEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'footballer_id', type: 'uuid' })
  footballerId: string;

  @Column({ type: 'varchar', length: 10 })
  rarity: Rarity;

  @Column({ type: 'integer' })
  season: number;

  @Column({ type: 'integer' })
  serial: number;

  @Column({ type: 'integer' })
  supply: number;

  /** whole SPL: the tier's list price until the card is sold */
  @Column({ type: 'integer' })
  value: number;

  /** the manager (users subgraph id) */
  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId: string;

  @Column({ name: 'acquired_at', type: 'timestamptz', default: () => 'now()' })
  acquiredAt: Date;
}
