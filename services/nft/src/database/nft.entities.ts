import { LinkedWalletEntity } from '../linked-wallets/entities/linked-wallet.entity';
import { AcceptedPurchaseEntity } from '../purchases/entities/accepted-purchase.entity';
import { OwnedNftEntity } from '../purchases/entities/owned-nft.entity';

/** Every table of the nft database that code reads and writes through TypeORM. */
export const nftEntities = [OwnedNftEntity, AcceptedPurchaseEntity, LinkedWalletEntity];
