import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Page } from '@sfl/subgraph';
import { type EntityManager, LessThanOrEqual, type Repository } from 'typeorm';
import { WalletLinkChallengeEntity } from './entities/wallet-link-challenge.entity';
import { WalletLinkEntity } from './entities/wallet-link.entity';

/** The only code that touches the wallet_link and wallet_link_challenge tables. */
@Injectable()
export class WalletsRepository {
  constructor(
    @InjectRepository(WalletLinkChallengeEntity)
    private readonly challenges: Repository<WalletLinkChallengeEntity>,
    @InjectRepository(WalletLinkEntity) private readonly links: Repository<WalletLinkEntity>,
  ) {}

  /**
   * In one transaction: purges the challenges expired by `now`, then inserts this one unless its user already
   * has `maxOpen` open ones (false then). Serialized per user by an advisory lock, so parallel
   * requests cannot all pass the count.
   */
  insertChallengeWithin(challenge: WalletLinkChallengeEntity, maxOpen: number, now: Date): Promise<boolean> {
    return this.challenges.manager.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('wallet_link_challenge:' || $1))`, [
        challenge.userId,
      ]);
      await manager.delete(WalletLinkChallengeEntity, { expiresAt: LessThanOrEqual(now) });
      const open = await manager.countBy(WalletLinkChallengeEntity, { userId: challenge.userId });
      if (open >= maxOpen) return false;
      await manager.insert(WalletLinkChallengeEntity, challenge);
      return true;
    });
  }

  findChallenge(nonce: string): Promise<WalletLinkChallengeEntity | null> {
    return this.challenges.findOneBy({ nonce });
  }

  async deleteChallenge(nonce: string): Promise<void> {
    await this.challenges.delete({ nonce });
  }

  linksOf(userId: string, { limit, offset }: Page): Promise<WalletLinkEntity[]> {
    return this.links.find({
      where: { userId },
      order: { linkedAt: 'ASC', address: 'ASC' },
      take: limit,
      skip: offset,
    });
  }

  /**
   * In one transaction: deletes the challenge (it is single-use), links its address to its user
   * unless the address is linked already, and runs `alongside` with the address's link
   * (`created` when it is new); throwing from `alongside` undoes it all. Null when the challenge
   * was used meanwhile: the delete decides, so a nonce links at most once under races.
   */
  consumeChallengeAndLink(
    challenge: Pick<WalletLinkChallengeEntity, 'nonce' | 'userId' | 'address'>,
    alongside: (manager: EntityManager, link: WalletLinkEntity, created: boolean) => Promise<unknown>,
  ): Promise<WalletLinkEntity | null> {
    return this.links.manager.transaction(async (manager) => {
      const consumed = await manager.delete(WalletLinkChallengeEntity, { nonce: challenge.nonce });
      if (!consumed.affected) return null;
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(WalletLinkEntity)
        .values({ address: challenge.address, userId: challenge.userId })
        .orIgnore()
        .returning(['address'])
        .execute();
      const link = await manager.findOneByOrFail(WalletLinkEntity, { address: challenge.address });
      await alongside(manager, link, (inserted.raw as unknown[]).length > 0);
      return link;
    });
  }

  /**
   * In one transaction: removes the user's link to the address and runs `alongside` (e.g. to
   * record the event); throwing from it keeps the link. False when there was no such link.
   */
  unlink(
    userId: string,
    address: string,
    alongside: (manager: EntityManager) => Promise<unknown>,
  ): Promise<boolean> {
    return this.links.manager.transaction(async (manager) => {
      const deleted = await manager.delete(WalletLinkEntity, { userId, address });
      if (!deleted.affected) return false;
      await alongside(manager);
      return true;
    });
  }
}
