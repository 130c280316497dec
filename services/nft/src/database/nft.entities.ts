import { AchievementCardEntity } from '../cards/entities/achievement-card.entity';
import { CardSupplyEntity } from '../cards/entities/card-supply.entity';
import { PlayerCardEntity } from '../cards/entities/player-card.entity';
import { StarterPackEntity } from '../cards/entities/starter-pack.entity';
import { FootballerEntity } from '../catalogue/entities/footballer.entity';
import { SeasonEntity } from '../catalogue/entities/season.entity';
import { FinishedGameweekEntity } from '../market/entities/finished-gameweek.entity';
import { FootballerFormEntity } from '../market/entities/footballer-form.entity';
import { LineupLockEntity } from '../market/entities/lineup-lock.entity';
import { LockedLineupEntity } from '../market/entities/locked-lineup.entity';
import { MarketListingEntity } from '../market/entities/market-listing.entity';
import { MarketPurchaseEntity } from '../market/entities/market-purchase.entity';
import { LinkedWalletEntity } from '../linked-wallets/entities/linked-wallet.entity';
import { AcceptedPurchaseEntity } from '../purchases/entities/accepted-purchase.entity';
import { OwnedNftEntity } from '../purchases/entities/owned-nft.entity';

/** Every table of the nft database that code reads and writes through TypeORM. */
export const nftEntities = [
  OwnedNftEntity,
  AcceptedPurchaseEntity,
  LinkedWalletEntity,
  FootballerEntity,
  SeasonEntity,
  PlayerCardEntity,
  CardSupplyEntity,
  StarterPackEntity,
  AchievementCardEntity,
  MarketListingEntity,
  MarketPurchaseEntity,
  LineupLockEntity,
  FinishedGameweekEntity,
  LockedLineupEntity,
  FootballerFormEntity,
];
