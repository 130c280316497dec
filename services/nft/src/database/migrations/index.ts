import { CreateEventTables1763800000000 } from '@sfl/events';
import { CreateNftSchema1764300000000 } from './1764300000000-create-nft-schema';
import { OneOwnerPerCard1764400000000 } from './1764400000000-one-owner-per-card';

/** Every migration of the nft database, oldest first. */
export const nftMigrations = [
  CreateEventTables1763800000000,
  CreateNftSchema1764300000000,
  OneOwnerPerCard1764400000000,
];
