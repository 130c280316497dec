import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CardsModule } from '../cards/cards.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { FinishedGameweekEntity } from './entities/finished-gameweek.entity';
import { FootballerFormConsumer } from './footballer-form.consumer';
import { FootballerFormRepository } from './footballer-form.repository';
import { LineupLockEntity } from './entities/lineup-lock.entity';
import { LockedLineupEntity } from './entities/locked-lineup.entity';
import { MarketListingEntity } from './entities/market-listing.entity';
import { MarketPurchaseEntity } from './entities/market-purchase.entity';
import { FootballerMarketReferenceResolver, FootballerMarketResolver } from './footballer-market.resolver';
import { FootballerMarketRepository } from './footballer-market.repository';
import { FootballerMarketService } from './footballer-market.service';
import { LineupLocksConsumer } from './lineup-locks.consumer';
import { LineupLocksRepository } from './lineup-locks.repository';
import { MarketConsumer } from './market.consumer';
import { MarketRepository } from './market.repository';
import { MarketResolver } from './market.resolver';
import { MarketService } from './market.service';
import { PurchaseSettlementService } from './purchase-settlement.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      MarketListingEntity,
      MarketPurchaseEntity,
      LineupLockEntity,
      LockedLineupEntity,
      FinishedGameweekEntity,
    ]),
    CatalogueModule,
    CardsModule,
  ],
  providers: [
    MarketRepository,
    MarketService,
    PurchaseSettlementService,
    MarketResolver,
    MarketConsumer,
    LineupLocksRepository,
    LineupLocksConsumer,
    FootballerMarketRepository,
    FootballerMarketService,
    FootballerMarketReferenceResolver,
    FootballerMarketResolver,
    FootballerFormRepository,
    FootballerFormConsumer,
  ],
})
export class MarketModule {}
