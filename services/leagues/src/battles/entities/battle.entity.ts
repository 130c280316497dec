import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * PENDING until both wagers are held (an opponent may be waiting for theirs), ACCEPTED then, LIVE
 * from its gameweek's deadline, COMPLETED when paid or drawn; CANCELLED by the challenger or when
 * the challenger's wager was refused; EXPIRED when not accepted by the deadline (docs/battles.md).
 */
export const BATTLE_STATUSES = ['PENDING', 'ACCEPTED', 'LIVE', 'COMPLETED', 'CANCELLED', 'EXPIRED'] as const;
export type BattleStatus = (typeof BATTLE_STATUSES)[number];

/** A head-to-head battle: two managers' points in one gameweek, for both wagers. */
@Entity('battle')
@Index('IDX_battle_challenger', ['challengerId'])
@Index('IDX_battle_opponent', ['opponentId'])
@Index('IDX_battle_gameweek_status', ['gameweek', 'status'])
// The challenges still waiting for somebody (openBattles).
@Index('IDX_battle_open', ['createdAt'], { where: `"status" = 'PENDING' AND "opponent_id" IS NULL` })
export class BattleEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'challenger_id', type: 'uuid' })
  challengerId: string;

  /** the manager it was sent to; null for an open challenge */
  @Column({ name: 'invited_id', type: 'uuid', nullable: true })
  invitedId: string | null;

  /** who accepted it (their wager may still be being held); null while nobody has */
  @Column({ name: 'opponent_id', type: 'uuid', nullable: true })
  opponentId: string | null;

  @Column({ type: 'varchar', length: 9 })
  status: BattleStatus;

  @Column({ type: 'int' })
  wager: number;

  @Column({ type: 'int' })
  gameweek: number;

  @Column({ name: 'challenger_stake_id', type: 'uuid' })
  challengerStakeId: string;

  /** the current opponent's wager */
  @Column({ name: 'opponent_stake_id', type: 'uuid', nullable: true })
  opponentStakeId: string | null;

  /** the final points, kept once COMPLETED */
  @Column({ name: 'challenger_score', type: 'int', nullable: true })
  challengerScore: number | null;

  @Column({ name: 'opponent_score', type: 'int', nullable: true })
  opponentScore: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** when it was completed, cancelled or expired */
  @Column({ name: 'settled_at', type: 'timestamptz', nullable: true })
  settledAt: Date | null;
}
