import { Inject, Injectable } from '@nestjs/common';
import { collectionTypes, type CollectionTypes, type SuiNetwork } from '@sfl/sui-chain';
import type { NftCollectionAddress } from '../config/nft.config';

/** Injection token of the `NftCollectionSettings`. */
export const NFT_COLLECTION = Symbol('NFT_COLLECTION');

/** What the app factory is told about the collection. */
export interface NftCollectionSettings {
  network: SuiNetwork;
  /** null: the collection is not deployed on this network */
  address: NftCollectionAddress | null;
}

export interface DeployedCollection extends NftCollectionAddress {
  types: CollectionTypes;
}

/** Our Move package and market on the configured network, with its normalized type tags. */
@Injectable()
export class PlayerCollection {
  readonly network: SuiNetwork;
  readonly deployed: DeployedCollection | null;

  constructor(@Inject(NFT_COLLECTION) settings: NftCollectionSettings) {
    this.network = settings.network;
    this.deployed = settings.address
      ? { ...settings.address, types: collectionTypes(settings.address.packageId) }
      : null;
  }
}
