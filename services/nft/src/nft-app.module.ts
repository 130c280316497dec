import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { ChainReader, SuiNetwork } from '@sfl/sui-chain';
import {
  federatedGraphQLModule,
  HealthController,
  subgraphDatabaseModule,
  type SubgraphDependencies,
} from '@sfl/subgraph';
import { CollectionModule } from './collection/collection.module';
import type { NftCollectionAddress } from './config/nft.config';
import { nftMigrations } from './database/migrations';
import { nftEntities } from './database/nft.entities';
import { LinkedWalletsModule } from './linked-wallets/linked-wallets.module';
import { ListingsModule } from './listings/listings.module';
import { CHAIN_READER, KEY_VALUE_STORE, NFT_COLLECTION } from './nft.tokens';
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
}

@Global()
@Module({})
class NftRuntimeModule {
  static forRoot(options: NftAppOptions): DynamicModule {
    const providers = [
      { provide: KEY_VALUE_STORE, useValue: options.store },
      { provide: CHAIN_READER, useValue: options.chain },
      { provide: NFT_COLLECTION, useValue: { network: options.network, address: options.collection } },
    ];
    return { module: NftRuntimeModule, providers: [...providers, MistScalar], exports: providers };
  }
}

@Module({})
export class NftAppModule {
  static forRoot(options: NftAppOptions): DynamicModule {
    return {
      module: NftAppModule,
      controllers: [HealthController],
      imports: [
        NftRuntimeModule.forRoot(options),
        subgraphDatabaseModule(options.database, { entities: nftEntities, migrations: nftMigrations }),
        federatedGraphQLModule(options.logger, { appModule: NftAppModule, typeScope: NftTypes }),
        CollectionModule,
        LinkedWalletsModule,
        ListingsModule,
        OwnershipModule,
        PurchasesModule,
      ],
    };
  }
}
