import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Page } from '@sfl/subgraph';
import { type EntityManager, In, IsNull, Not, type Repository } from 'typeorm';
import { AcceptedPurchaseEntity } from './entities/accepted-purchase.entity';
import { OwnedNftEntity } from './entities/owned-nft.entity';

export type NewOwnedNft = Omit<OwnedNftEntity, 'id' | 'acquiredAt' | 'countedAt' | 'checkedAt' | 'lostAt'>;

// Everything but the card itself changes hands with a resale; the new owner row also gets a new id
// and starts uncounted (the purchase counts it once its footballer is known).
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
  'counted_at',
  'checked_at',
  'lost_at',
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
   * `alongside` with that row and the row it replaced (throwing from it undoes it all). Null when
   * the digest was taken: the primary key decides, so concurrent claims of one digest record one.
   */
  recordOwner(
    nft: NewOwnedNft,
    alongside: (
      manager: EntityManager,
      recorded: OwnedNftEntity,
      replaced: OwnedNftEntity | null,
    ) => Promise<unknown>,
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
      // Two buyers of one card recorded at once take turns, so each sees the row it replaces.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`owned_nft:${nft.tokenId}`]);
      const replaced = await manager.findOneBy(OwnedNftEntity, { tokenId: nft.tokenId });
      const result = await manager
        .createQueryBuilder()
        .insert()
        .into(OwnedNftEntity)
        .values({ ...nft, countedAt: null, checkedAt: null, lostAt: null })
        .orUpdate(REPLACED_ON_RESALE, ['token_id'])
        .returning(['id'])
        .execute();
      const [row] = result.raw as { id: string }[];
      const recorded = await manager.findOneByOrFail(OwnedNftEntity, { id: row!.id });
      await alongside(manager, recorded, replaced);
      return recorded;
    });
  }

  async markCountedIn(manager: EntityManager, id: string, at: Date): Promise<void> {
    await manager.update(OwnedNftEntity, { id }, { countedAt: at });
  }

  /**
   * Counts the cards of a footballer that just became known; answers the rows it counted. A row
   * a purchase is writing is skipped, not waited for: that purchase counts it itself.
   */
  async countUncountedIn(manager: EntityManager, playerId: string, at: Date): Promise<OwnedNftEntity[]> {
    const rows = await manager.find(OwnedNftEntity, {
      where: { playerId, countedAt: IsNull(), lostAt: IsNull() },
      lock: { mode: 'pessimistic_write', onLocked: 'skip_locked' },
    });
    for (const row of rows) await this.markCountedIn(manager, row.id, at);
    return rows;
  }

  /** Counted cards whose owner was read longest ago (never first): the periodic re-check's next batch. */
  dueForCheck(limit: number): Promise<OwnedNftEntity[]> {
    return this.nfts
      .createQueryBuilder('nft')
      .where('nft.counted_at IS NOT NULL AND nft.lost_at IS NULL')
      .orderBy('nft.checked_at', 'ASC', 'NULLS FIRST')
      .addOrderBy('nft.id', 'ASC')
      .limit(limit)
      .getMany();
  }

  async markChecked(id: string, at: Date): Promise<void> {
    await this.nfts.update({ id }, { checkedAt: at });
  }

  countedByIds(ids: string[]): Promise<OwnedNftEntity[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.nfts.findBy({ id: In(ids), countedAt: Not(IsNull()), lostAt: IsNull() });
  }

  /**
   * Marks the card gone from its wallet and runs `alongside` in the same transaction, only for
   * the first caller: concurrent reads that both saw it gone record the loss once.
   */
  markLost(
    id: string,
    at: Date,
    alongside: (manager: EntityManager, lost: OwnedNftEntity) => Promise<unknown>,
  ): Promise<void> {
    return this.nfts.manager.transaction(async (manager) => {
      const updated = await manager
        .createQueryBuilder()
        .update(OwnedNftEntity)
        .set({ lostAt: at })
        .where('id = :id AND lost_at IS NULL', { id })
        .returning('*')
        .execute();
      if (!(updated.raw as unknown[]).length) return;
      await alongside(manager, await manager.findOneByOrFail(OwnedNftEntity, { id }));
    });
  }
}
