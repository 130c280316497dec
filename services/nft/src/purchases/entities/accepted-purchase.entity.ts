import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Every purchase digest ever accepted. Kept apart from owned_nft because a resale replaces the
 * card's owner row, and the earlier digest must still count as used.
 */
@Entity('accepted_purchase')
export class AcceptedPurchaseEntity {
  @PrimaryColumn({ name: 'transaction_digest', type: 'varchar', length: 64 })
  transactionDigest: string;

  /** the PlayerCard object id, normalized */
  @Column({ name: 'token_id', type: 'varchar', length: 66 })
  tokenId: string;

  @Column({ name: 'accepted_at', type: 'timestamptz', default: () => 'now()' })
  acceptedAt: Date;
}
