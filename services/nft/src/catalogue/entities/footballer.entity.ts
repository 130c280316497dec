import type { PositionGroup, Position, Rarity } from '@sfl/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * This service's copy of the footballers of matches (FootballerRegistered): what a card is
 * minted from, and what the starter pack draws by position group and tier.
 */
@Entity('footballer')
export class FootballerEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ name: 'club_id', type: 'uuid' })
  clubId: string;

  @Column({ name: 'club_name', type: 'text' })
  clubName: string;

  @Column({ type: 'varchar', length: 4 })
  position: Position;

  /** kept beside the position so the starter pack selects by group in SQL */
  @Column({ name: 'position_group', type: 'varchar', length: 3 })
  positionGroup: PositionGroup;

  @Column({ type: 'integer' })
  overall: number;

  @Column({ type: 'varchar', length: 10 })
  rarity: Rarity;
}
