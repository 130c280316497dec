import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A footballer's name (matches.events FootballerRegistered), to name a card sold or bought. */
@Entity('footballer')
export class FootballerEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_footballer' })
  id: string;

  @Column({ type: 'text' })
  name: string;
}
