import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserAccountEntity } from '../../accounts/entities/user-account.entity';

/**
 * A one-time message the server asked a user to sign with the wallet they want to link. Only
 * open challenges are kept: a row is deleted when it is used, and once expired.
 */
@Entity('wallet_link_challenge')
@Index('IDX_wallet_link_challenge_user_expires', ['userId', 'expiresAt'])
export class WalletLinkChallengeEntity {
  @PrimaryColumn('uuid')
  nonce: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  // Declares the foreign key only; never loaded.
  @ManyToOne(() => UserAccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_wallet_link_challenge_user' })
  readonly user?: UserAccountEntity;

  /** normalized: 0x + 64 lower-case hex digits */
  @Column({ type: 'varchar', length: 66 })
  address: string;

  /** Exactly the text issued; the signature is verified against it, never against client bytes. */
  @Column({ type: 'text' })
  message: string;

  /** the purge of expired challenges scans by it */
  @Index('IDX_wallet_link_challenge_expires')
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}
