import { Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A card in a manager's lineup locked for a gameweek that is not final yet (squads.events
 * LineupLocked, XI and bench): the market will not list it until GameweekFinished releases the
 * gameweek (docs/market.md).
 */
@Entity('lineup_lock')
@Index('IDX_lineup_lock_card', ['cardId', 'managerId'])
export class LineupLockEntity {
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'PK_lineup_lock' })
  gameweek: number;

  @PrimaryColumn({ name: 'manager_id', type: 'uuid', primaryKeyConstraintName: 'PK_lineup_lock' })
  managerId: string;

  @PrimaryColumn({ name: 'card_id', type: 'uuid', primaryKeyConstraintName: 'PK_lineup_lock' })
  cardId: string;
}
