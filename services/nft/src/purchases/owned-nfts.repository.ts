import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { OwnedNftEntity } from './entities/owned-nft.entity';

export type NewOwnedNft = Omit<OwnedNftEntity, 'id' | 'acquiredAt'>;

/** The only code that touches the owned_nft table. */
@Injectable()
export class OwnedNftsRepository {
  constructor(@InjectRepository(OwnedNftEntity) private readonly nfts: Repository<OwnedNftEntity>) {}

  ownedBy(userId: string): Promise<OwnedNftEntity[]> {
    return this.nfts.find({ where: { userId }, order: { acquiredAt: 'DESC', id: 'ASC' } });
  }

  digestRecorded(transactionDigest: string): Promise<boolean> {
    return this.nfts.existsBy({ transactionDigest });
  }

  /**
   * In one transaction: inserts the NFT unless its digest is recorded already, then runs
   * `alongside` with the new row (throwing from it undoes the insert). Null when the digest was
   * taken: the unique constraint decides, so concurrent claims of one digest record one.
   */
  insertOnce(
    nft: NewOwnedNft,
    alongside: (manager: EntityManager, inserted: OwnedNftEntity) => Promise<unknown>,
  ): Promise<OwnedNftEntity | null> {
    return this.nfts.manager.transaction(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .insert()
        .into(OwnedNftEntity)
        .values(nft)
        .orIgnore()
        .returning(['id'])
        .execute();
      const [row] = result.raw as { id: string }[];
      if (!row) return null;
      const inserted = await manager.findOneByOrFail(OwnedNftEntity, { id: row.id });
      await alongside(manager, inserted);
      return inserted;
    });
  }
}
