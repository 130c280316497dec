import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * This service's copy of the wallets users linked (users.events WalletLinked / WalletUnlinked):
 * a purchase counts only for a wallet linked to the caller.
 */
@Entity('linked_wallet')
export class LinkedWalletEntity {
  /** normalized: 0x + 64 lower-case hex digits */
  @PrimaryColumn({ type: 'varchar', length: 66 })
  address: string;

  @Index('IDX_linked_wallet_user_id')
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'linked_at', type: 'timestamptz' })
  linkedAt: Date;
}
