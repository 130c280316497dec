import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserAccountEntity } from '../../accounts/entities/user-account.entity';

/** A Sui address a user proved they control; the address is the key, so it has one owner. */
@Entity('wallet_link')
export class WalletLinkEntity {
  /** normalized: 0x + 64 lower-case hex digits */
  @PrimaryColumn({ type: 'varchar', length: 66 })
  address: string;

  @Index('IDX_wallet_link_user_id')
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  // Declares the foreign key only; never loaded.
  @ManyToOne(() => UserAccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_wallet_link_user' })
  readonly user?: UserAccountEntity;

  @Column({ name: 'linked_at', type: 'timestamptz', default: () => 'now()' })
  linkedAt: Date;
}
