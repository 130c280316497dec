import { Injectable } from '@nestjs/common';
import { type EntityManager, IsNull } from 'typeorm';
import { StarterPackEntity } from './entities/starter-pack.entity';

/** The only code that touches the starter_pack table. */
@Injectable()
export class StarterPacksRepository {
  /** Registers the manager's pack as pending; false when they had one already (any delivery of any event). */
  async addIn(manager: EntityManager, userId: string, registeredAt: Date): Promise<boolean> {
    const inserted = await manager.query<unknown[]>(
      `INSERT INTO starter_pack (user_id, registered_at) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING user_id`,
      [userId, registeredAt],
    );
    return inserted.length > 0;
  }

  /** Managers still waiting for their pack, earliest registered first. */
  async pendingIn(manager: EntityManager): Promise<string[]> {
    const rows = await manager.find(StarterPackEntity, {
      where: { grantedAt: IsNull() },
      order: { registeredAt: 'ASC', userId: 'ASC' },
    });
    return rows.map((row) => row.userId);
  }

  /**
   * Runs `grant` after a savepoint: the transaction goes back to it when `grant` answers false, so
   * a pack is granted whole or not at all, and keeps what it did when true.
   */
  async wholeOrNothingIn(manager: EntityManager, grant: () => Promise<boolean>): Promise<boolean> {
    await manager.query('SAVEPOINT starter_pack');
    if (!(await grant())) {
      await manager.query('ROLLBACK TO SAVEPOINT starter_pack');
      return false;
    }
    await manager.query('RELEASE SAVEPOINT starter_pack');
    return true;
  }

  async markGrantedIn(manager: EntityManager, userId: string, grantedAt: Date): Promise<void> {
    await manager.update(StarterPackEntity, { userId }, { grantedAt });
  }
}
