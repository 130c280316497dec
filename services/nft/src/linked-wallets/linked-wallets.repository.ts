import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { LinkedWalletEntity } from './entities/linked-wallet.entity';

/** The only code that touches the linked_wallet table. */
@Injectable()
export class LinkedWalletsRepository {
  constructor(
    @InjectRepository(LinkedWalletEntity) private readonly wallets: Repository<LinkedWalletEntity>,
  ) {}

  async isLinkedTo(address: string, userId: string): Promise<boolean> {
    return this.wallets.existsBy({ address, userId });
  }

  /**
   * Events of different users may arrive out of order, so the newest link of an address wins:
   * an older WalletLinked never overwrites a newer one.
   */
  async link(manager: EntityManager, wallet: LinkedWalletEntity): Promise<void> {
    await manager.query(
      `INSERT INTO linked_wallet (address, user_id, linked_at) VALUES ($1, $2, $3)
       ON CONFLICT (address) DO UPDATE SET user_id = EXCLUDED.user_id, linked_at = EXCLUDED.linked_at
       WHERE linked_wallet.linked_at <= EXCLUDED.linked_at`,
      [wallet.address, wallet.userId, wallet.linkedAt],
    );
  }

  /** Only while the address is still this user's: a newer link to someone else stays. */
  async unlink(manager: EntityManager, wallet: { address: string; userId: string }): Promise<void> {
    await manager.delete(LinkedWalletEntity, { address: wallet.address, userId: wallet.userId });
  }
}
