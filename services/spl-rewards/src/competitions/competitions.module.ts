import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module';
import { CompetitionSettlementService } from './competition-settlement.service';
import { CompetitionSettlementsRepository } from './competition-settlements.repository';
import { CompetitionsConsumer } from './competitions.consumer';

/** The SPL side of leagues and battles (leagues asks): stakes held, paid out or released. */
@Module({
  imports: [LedgerModule],
  providers: [CompetitionSettlementsRepository, CompetitionSettlementService, CompetitionsConsumer],
  exports: [CompetitionsConsumer],
})
export class CompetitionsModule {}
