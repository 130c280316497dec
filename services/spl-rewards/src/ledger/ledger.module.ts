import { Module } from '@nestjs/common';
import { VestingModule } from '../vesting/vesting.module';
import { SpendableSplService } from './spendable-spl.service';
import { LedgerMetrics } from './ledger-metrics';
import { LedgerRepository } from './ledger.repository';
import { LedgerResolver } from './ledger.resolver';
import { LedgerService } from './ledger.service';

/** The SPL ledger, and its audit as metrics; other modules import it for LedgerService (docs/ledger.md). */
@Module({
  imports: [VestingModule],
  providers: [LedgerRepository, LedgerService, SpendableSplService, LedgerResolver, LedgerMetrics],
  exports: [LedgerService, SpendableSplService],
})
export class LedgerModule {}
