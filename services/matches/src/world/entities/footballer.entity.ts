import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { ClubEntity } from './club.entity';
import type { Position, Rarity } from '@sfl/contracts';

@Entity('footballer')
@Index('IDX_footballer_club', ['clubId'])
export class FootballerEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'club_id', type: 'uuid' })
  clubId: string;

  // Declares the foreign key only; never loaded.
  @ManyToOne(() => ClubEntity)
  @JoinColumn({ name: 'club_id', foreignKeyConstraintName: 'FK_footballer_club' })
  readonly club?: ClubEntity;

  @Column({ type: 'varchar', length: 80 })
  name: string;

  @Column({ type: 'varchar', length: 3 })
  position: Position;

  @Column({ type: 'smallint' })
  overall: number;

  @Column({ type: 'varchar', length: 10 })
  rarity: Rarity;
}
