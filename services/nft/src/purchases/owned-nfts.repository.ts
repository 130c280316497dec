import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Page } from '@sfl/subgraph';
import type { EntityManager, Repository } from 'typeorm';
import { AcceptedPurchaseEntity } from './entities/accepted-purchase.entity';
import { OwnedNftEntity } from './entities/owned-nft.entity';

export type NewOwnedNft = Omit<OwnedNftEntity, 'id' | 'acquiredAt'>;

// Everything but the card itself changes hands with a resale; the new owner row also gets a new id.
const REPLACED_ON_RESALE = [
  'id',
  'user_id',
  'contract_address',
  'purchase_price',
  'verification_status',
  'transaction_digest',
  'wallet_address',
  'player_id',
  'acquired_at',
];

/** The only code that touches the owned_nft and accepted_purchase tables. */
@Injectable()
export class OwnedNftsRepository {
  constructor(
    @InjectRepository(OwnedNftEntity) private readonly nfts: Repository<OwnedNftEntity>,
    @InjectRepository(AcceptedPurchaseEntity) private readonly accepted: Repository<AcceptedPurchaseEntity>,
  ) {}

  ownedBy(userId: string, { limit, offset }: Page): Promise<OwnedNftEntity[]> {
    return this.nfts.find({
      where: { userId },
      order: { acquiredAt: 'DESC', id: 'ASC' },
      take: limit,
      skip: offset,
    });
  }

  digestRecorded(transactionDigest: string): Promise<boolean> {
    return this.accepted.existsBy({ transactionDigest });
  }

  /**
   * In one transaction: accepts the digest unless it was accepted before, makes the buyer the
   * card's one recorded owner (replacing an earlier buyer's row, with a new id), then runs
   * `alongside` with that row (throwing from it undoes it all). Null when the digest was taken:
   * the primary key decides, so concurrent claims of one digest record one.
   */
  recordOwner(
    nft: NewOwnedNft,
    alongside: (manager: EntityManager, recorded: OwnedNftEntity) => Promise<unknown>,
  ): Promise<OwnedNftEntity | null> {
    return this.nfts.manager.transaction(async (manager) => {
      const accepted = await manager
        .createQueryBuilder()
        .insert()
        .into(AcceptedPurchaseEntity)
        .values({ transactionDigest: nft.transactionDigest, tokenId: nft.tokenId })
        .orIgnore()
        .returning(['transaction_digest'])
        .execute();
      if (!(accepted.raw as unknown[]).length) return null;
      // One statement, so two buyers of one card recorded at once cannot both insert.
      const result = await manager
        .createQueryBuilder()
        .insert()
        .into(OwnedNftEntity)
        .values(nft)
        .orUpdate(REPLACED_ON_RESALE, ['token_id'])
        .returning(['id'])
        .execute();
      const [row] = result.raw as { id: string }[];
      const recorded = await manager.findOneByOrFail(OwnedNftEntity, { id: row.id });
      await alongside(manager, recorded);
      return recorded;
    });
  }
}
