import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { ChainReadsModule } from '../chain-reads/chain-reads.module';
import { LinkedWalletsModule } from '../linked-wallets/linked-wallets.module';
import { ListingsModule } from '../listings/listings.module';
import { OwnershipModule } from '../ownership/ownership.module';
import { AcceptedPurchaseEntity } from './entities/accepted-purchase.entity';
import { OwnedNftEntity } from './entities/owned-nft.entity';
import { OnChainCardsService } from './on-chain-cards.service';
import { OnChainRecheck } from './on-chain-recheck';
import { OwnedNftsRepository } from './owned-nfts.repository';
import { PurchasesResolver } from './purchases.resolver';
import { PurchasesService } from './purchases.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([OwnedNftEntity, AcceptedPurchaseEntity]),
    ChainReadsModule,
    LinkedWalletsModule,
    ListingsModule,
    OwnershipModule,
    CatalogueModule,
  ],
  providers: [OwnedNftsRepository, PurchasesService, PurchasesResolver, OnChainCardsService, OnChainRecheck],
  exports: [OnChainCardsService, OnChainRecheck],
})
export class PurchasesModule {}
