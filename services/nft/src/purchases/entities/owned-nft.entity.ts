import { Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/**
 * A player card a user bought on chain, recorded once its purchase transaction checked out.
 * One row per card: a later verified purchase of the card (a resale) replaces its owner.
 */
@Entity('owned_nft')
@Unique('UQ_owned_nft_token_id', ['tokenId'])
@Unique('UQ_owned_nft_transaction_digest', ['transactionDigest'])
@Index('IDX_owned_nft_user_acquired', ['userId', 'acquiredAt'])
export class OwnedNftEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  /** the PlayerCard object id, normalized */
  @Column({ name: 'token_id', type: 'varchar', length: 66 })
  tokenId: string;

  /** the collection's Move package id, normalized */
  @Column({ name: 'contract_address', type: 'varchar', length: 66 })
  contractAddress: string;

  /** MIST, a u64: numeric keeps every digit and reads back as a decimal string */
  @Column({ name: 'purchase_price', type: 'numeric', precision: 20, scale: 0 })
  purchasePrice: string;

  @Column({ name: 'verification_status', type: 'varchar', length: 20 })
  verificationStatus: string;

  /** the purchase that made the current owner (accepted_purchase keeps every earlier one) */
  @Column({ name: 'transaction_digest', type: 'varchar', length: 64 })
  transactionDigest: string;

  @Column({ name: 'wallet_address', type: 'varchar', length: 66 })
  walletAddress: string;

  /** the footballer (matches subgraph) named by the card */
  @Column({ name: 'player_id', type: 'varchar', length: 100 })
  playerId: string;

  @Column({ name: 'acquired_at', type: 'timestamptz', default: () => 'now()' })
  acquiredAt: Date;

  /** when it became a player card of its owner (ON_CHAIN_VERIFIED): once its footballer is known */
  @Column({ name: 'counted_at', type: 'timestamptz', nullable: true })
  countedAt: Date | null;

  /** when the periodic re-check last read its owner on chain (null: not yet) */
  @Column({ name: 'checked_at', type: 'timestamptz', nullable: true })
  checkedAt: Date | null;

  /** when a chain read found the wallet no longer holds it (ON_CHAIN_LOST): it counts no more */
  @Column({ name: 'lost_at', type: 'timestamptz', nullable: true })
  lostAt: Date | null;
}
