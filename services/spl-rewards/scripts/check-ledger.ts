import { loadConfigOrExit, postgresUrlField } from '@sfl/config';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { AchievementsRepository } from '../src/achievements/achievements.repository';
import { ledgerReport } from '../src/ledger/ledger-report';
import { LedgerRepository } from '../src/ledger/ledger.repository';
import { LedgerService } from '../src/ledger/ledger.service';

// `npm run -w @sfl/spl-rewards check-ledger`: audits the ledger of a running spl-rewards database
// (read only, one snapshot; the deferred reward SPL read just after it), with the SPL issued by
// source and each gameweek's bonus budget; exit 1 when it does not add up, 2 when it could not be
// read. Plain text on stdout: it is read by operators, not collected as a service log.
const config = loadConfigOrExit(z.object({ SPL_REWARDS_DATABASE_URL: postgresUrlField() }));

async function main(): Promise<void> {
  const dataSource = await new DataSource({
    type: 'postgres',
    url: config.SPL_REWARDS_DATABASE_URL,
  }).initialize();
  try {
    const audit = await new LedgerService(new LedgerRepository(dataSource)).audit();
    const deferred = await new AchievementsRepository(dataSource).deferredIn(
      dataSource,
      audit.bonusBudgets.map((budget) => budget.gameweek),
    );
    process.stdout.write(ledgerReport(audit, deferred));
    if (!audit.balanced) process.exitCode = 1;
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`check-ledger failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 2;
});
