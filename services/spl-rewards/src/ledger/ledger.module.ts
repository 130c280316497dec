import { Module } from '@nestjs/common';
import { LedgerRepository } from './ledger.repository';
import { LedgerResolver } from './ledger.resolver';
import { LedgerService } from './ledger.service';

/** The SPL ledger; other modules import it for LedgerService (docs/ledger.md). */
@Module({
  providers: [LedgerRepository, LedgerService, LedgerResolver],
  exports: [LedgerService],
})
export class LedgerModule {}
