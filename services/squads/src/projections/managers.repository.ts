import { Injectable } from '@nestjs/common';
import type { PayloadOf } from '@sfl/events';
import type { UserRegistered } from '@sfl/contracts';
import type { EntityManager } from 'typeorm';

/** The only code that writes the manager table. */
@Injectable()
export class ManagersRepository {
  async registerIn(manager: EntityManager, user: PayloadOf<typeof UserRegistered>): Promise<void> {
    await manager.query(
      `INSERT INTO manager (id, username, registered_at) VALUES ($1, $2, $3)
       ON CONFLICT (id) DO UPDATE SET username = EXCLUDED.username`,
      [user.userId, user.username, user.registeredAt],
    );
  }
}
