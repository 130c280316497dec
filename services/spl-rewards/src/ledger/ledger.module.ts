import { Module } from '@nestjs/common';
import { LedgerMetrics } from './ledger-metrics';
import { LedgerRepository } from './ledger.repository';
import { LedgerResolver } from './ledger.resolver';
import { LedgerService } from './ledger.service';

/** The SPL ledger, and its audit as metrics; other modules import it for LedgerService (docs/ledger.md). */
@Module({
  providers: [LedgerRepository, LedgerService, LedgerResolver, LedgerMetrics],
  exports: [LedgerService],
})
export class LedgerModule {}
