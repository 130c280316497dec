import { type DynamicModule, Module } from '@nestjs/common';
import type { ChainReader, SuiNetwork } from '@sfl/sui-chain';
import { subgraphAppModule, type SubgraphDependencies } from '@sfl/subgraph';
import { CardsModule } from './cards/cards.module';
import { CollectionModule } from './collection/collection.module';
import { NFT_COLLECTION, type NftCollectionSettings } from './collection/player-collection';
import {
  DEFAULT_MARKET_QUOTAS,
  MARKET_QUOTAS,
  type MarketQuotas,
  type NftCollectionAddress,
} from './config/nft.config';
import { nftMigrations } from './database/migrations';
import { nftEntities } from './database/nft.entities';
import { LinkedWalletsModule } from './linked-wallets/linked-wallets.module';
import { ListingsModule } from './listings/listings.module';
import { MarketModule } from './market/market.module';
import { OwnershipModule } from './ownership/ownership.module';
import { PurchasesModule } from './purchases/purchases.module';
import { MistScalar } from './shared/mist.scalar';
import { NftTypes } from './graphql-types';

export interface NftAppOptions extends SubgraphDependencies {
  /** reads objects, the market's listings and purchase transactions from the Sui full node */
  chain: Pick<ChainReader, 'getObjectOwnership' | 'getTransaction' | 'listDynamicObjects'>;
  /** the network `chain` reads, as told to browsers building purchases */
  network: SuiNetwork;
  /** our Move package and shared market; null when not deployed on this network */
  collection: NftCollectionAddress | null;
  /** how often counted on-chain cards are re-read (docs/cards.md); null: never (tests); default 60 s */
  onChainRecheckMs?: number | null;
  /** the market's per-manager quotas (docs/market.md); the documented defaults when unset */
  marketQuotas?: MarketQuotas;
}

@Module({})
export class NftAppModule {
  static forRoot(options: NftAppOptions): DynamicModule {
    const collection: NftCollectionSettings = { network: options.network, address: options.collection };
    return subgraphAppModule(NftAppModule, {
      dependencies: options,
      typeScope: NftTypes,
      database: { entities: nftEntities, migrations: nftMigrations },
      chain: options.chain,
      runtimeProviders: [
        { provide: NFT_COLLECTION, useValue: collection },
        { provide: MARKET_QUOTAS, useValue: options.marketQuotas ?? DEFAULT_MARKET_QUOTAS },
      ],
      providers: [MistScalar],
      imports: [
        CollectionModule,
        LinkedWalletsModule,
        ListingsModule,
        OwnershipModule,
        PurchasesModule,
        CardsModule,
        MarketModule,
      ],
    });
  }
}
