import { CreateEventTables1763800000000 } from '@sfl/events';
import { CreateNftSchema1764300000000 } from './1764300000000-create-nft-schema';
import { OneOwnerPerCard1764400000000 } from './1764400000000-one-owner-per-card';
import { PlayerCards1764500000000 } from './1764500000000-player-cards';
import { OnChainCheckedAt1764600000000 } from './1764600000000-on-chain-checked-at';
import { AchievementCards1766000300000 } from './1766000300000-achievement-cards';
import { Market1766100000000 } from './1766100000000-market';
import { LineupLocks1766200000000 } from './1766200000000-lineup-locks';
import { MarketFundsFirst1767100000000 } from './1767100000000-market-funds-first';
import { FootballerMarket1767200000000 } from './1767200000000-footballer-market';
import { FootballerForm1767800000000 } from './1767800000000-footballer-form';

/** Every migration of the nft database, oldest first. */
export const nftMigrations = [
  CreateEventTables1763800000000,
  CreateNftSchema1764300000000,
  OneOwnerPerCard1764400000000,
  PlayerCards1764500000000,
  OnChainCheckedAt1764600000000,
  AchievementCards1766000300000,
  Market1766100000000,
  LineupLocks1766200000000,
  MarketFundsFirst1767100000000,
  FootballerMarket1767200000000,
  FootballerForm1767800000000,
];
