import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CardsModule } from '../cards/cards.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { MarketListingEntity } from './entities/market-listing.entity';
import { MarketPurchaseEntity } from './entities/market-purchase.entity';
import { MarketConsumer } from './market.consumer';
import { MarketRepository } from './market.repository';
import { MarketResolver } from './market.resolver';
import { MarketService } from './market.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([MarketListingEntity, MarketPurchaseEntity]),
    CatalogueModule,
    CardsModule,
  ],
  providers: [MarketRepository, MarketService, MarketResolver, MarketConsumer],
})
export class MarketModule {}
