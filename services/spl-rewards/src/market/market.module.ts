import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module';
import { MarketConsumer } from './market.consumer';
import { MarketSettlementService } from './market-settlement.service';

/** The SPL side of the player market (nft sells the cards): holds, captures and releases. */
@Module({
  imports: [LedgerModule],
  providers: [MarketSettlementService, MarketConsumer],
  exports: [MarketConsumer],
})
export class MarketModule {}
