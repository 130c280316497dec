import { achievementsEntities } from '../achievements/achievements.entities';
import { CompetitionSettlementEntity } from '../competitions/entities/competition-settlement.entity';
import { CompetitionStakeEntity } from '../competitions/entities/competition-stake.entity';
import { ledgerEntities } from '../ledger/ledger.entities';
import { ClubEntity } from '../projections/entities/club.entity';
import { FootballerEntity } from '../projections/entities/footballer.entity';
import { LineupStarterEntity } from '../projections/entities/lineup-starter.entity';
import { ManagerEntity } from '../projections/entities/manager.entity';
import { MatchResultEntity } from '../projections/entities/match-result.entity';
import { AppliedLineupChangeEntity } from '../rewards/entities/applied-lineup-change.entity';
import { FixtureSealEntity } from '../rewards/entities/fixture-seal.entity';
import { FootballerEarningEntity } from '../rewards/entities/footballer-earning.entity';
import { RewardingActionEntity } from '../rewards/entities/rewarding-action.entity';
import { SplRewardEntity } from '../rewards/entities/spl-reward.entity';
import { vestingEntities } from '../vesting/vesting.entities';

/** Every table of the spl-rewards database that code reads and writes through TypeORM. */
export const splRewardsEntities = [
  ...ledgerEntities,
  ManagerEntity,
  ClubEntity,
  FootballerEntity,
  MatchResultEntity,
  LineupStarterEntity,
  RewardingActionEntity,
  SplRewardEntity,
  FootballerEarningEntity,
  FixtureSealEntity,
  AppliedLineupChangeEntity,
  ...achievementsEntities,
  CompetitionSettlementEntity,
  CompetitionStakeEntity,
  ...vestingEntities,
];
