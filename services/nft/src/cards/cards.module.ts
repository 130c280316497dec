import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { PurchasesModule } from '../purchases/purchases.module';
import { AchievementCardsConsumer } from './achievement-cards.consumer';
import { AchievementCardsRepository } from './achievement-cards.repository';
import { AchievementCardsService } from './achievement-cards.service';
import { CardsRepository } from './cards.repository';
import { CardsResolver } from './cards.resolver';
import { CatalogueConsumer } from './catalogue.consumer';
import { AchievementCardEntity } from './entities/achievement-card.entity';
import { CardSupplyEntity } from './entities/card-supply.entity';
import { PlayerCardEntity } from './entities/player-card.entity';
import { StarterPackEntity } from './entities/starter-pack.entity';
import { OwnedCardsRepository } from './owned-cards.repository';
import { OwnedCardsService } from './owned-cards.service';
import { PlayerCardReferenceResolver } from './player-card-reference.resolver';
import { StarterPacksConsumer } from './starter-packs.consumer';
import { StarterPacksRepository } from './starter-packs.repository';
import { StarterPacksService } from './starter-packs.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([PlayerCardEntity, CardSupplyEntity, StarterPackEntity, AchievementCardEntity]),
    CatalogueModule,
    PurchasesModule,
  ],
  providers: [
    CardsRepository,
    StarterPacksRepository,
    StarterPacksService,
    OwnedCardsRepository,
    OwnedCardsService,
    CardsResolver,
    PlayerCardReferenceResolver,
    CatalogueConsumer,
    StarterPacksConsumer,
    AchievementCardsRepository,
    AchievementCardsService,
    AchievementCardsConsumer,
  ],
  exports: [CardsRepository],
})
export class CardsModule {}
