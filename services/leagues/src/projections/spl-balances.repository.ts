import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ManagerSplBalanceEntity } from './entities/manager-spl-balance.entity';

/** What one event says a manager could spend. */
export interface SplReport {
  managerId: string;
  spendable: number;
}

/** The managers' SPL as spl-rewards last reported it; the only code that writes manager_spl_balance. */
@Injectable()
export class SplBalancesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Keeps each report unless one recorded later is kept already (topics' partitions may reorder them). */
  async reportIn(manager: EntityManager, reports: readonly SplReport[], reportedAt: string): Promise<void> {
    for (const { managerId, spendable } of reports)
      await manager.query(
        `INSERT INTO manager_spl_balance (manager_id, spendable, reported_at) VALUES ($1, $2, $3)
         ON CONFLICT (manager_id) DO UPDATE SET spendable = EXCLUDED.spendable, reported_at = EXCLUDED.reported_at
         WHERE manager_spl_balance.reported_at <= EXCLUDED.reported_at`,
        [managerId, spendable, reportedAt],
      );
  }

  /** What the manager could last stake; null when spl-rewards has not reported on them yet. */
  async spendableOf(managerId: string): Promise<number | null> {
    const found = await this.dataSource.manager.findOneBy(ManagerSplBalanceEntity, { managerId });
    return found?.spendable ?? null;
  }
}
