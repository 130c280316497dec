import { type DynamicModule, Module } from '@nestjs/common';
import { subgraphAppModule, type SubgraphDependencies } from '@sfl/subgraph';
import { AchievementsModule } from './achievements/achievements.module';
import { DEFAULT_VESTING_GAMEWEEKS, VESTING_GAMEWEEKS } from './config/spl-rewards.config';
import { CompetitionsModule } from './competitions/competitions.module';
import {
  ACHIEVEMENT_SPL_PER_GAMEWEEK,
  BONUS_SPL_PER_GAMEWEEK_GLOBAL,
  DEFAULT_ACHIEVEMENT_SPL_PER_GAMEWEEK,
  DEFAULT_BONUS_SPL_PER_GAMEWEEK_GLOBAL,
} from './config/spl-rewards.config';
import { splRewardsMigrations } from './database/migrations';
import { splRewardsEntities } from './database/spl-rewards.entities';
import { SplRewardsTypes } from './graphql-types';
import { FootballerModel } from './rewards/models/footballer.model';
import { SplLeaderboardModule } from './leaderboard/spl-leaderboard.module';
import { LedgerModule } from './ledger/ledger.module';
import { MarketModule } from './market/market.module';
import { RewardsModule } from './rewards/rewards.module';
import { SplRewardRulesModule } from './rules/spl-reward-rules.module';
import { StatementModule } from './statement/statement.module';

export interface SplRewardsAppOptions extends SubgraphDependencies {
  /** VESTING_GAMEWEEKS (docs/ledger.md, Bonus SPL); the documented default when unset */
  vestingGameweeks?: number;
  /** achievement SPL paid per manager per gameweek (docs/achievements.md); the default when unset */
  achievementSplPerGameweek?: number;
  /** bonus SPL the ledger issues to all managers per gameweek (docs/ledger.md); the default when unset */
  bonusSplPerGameweekGlobal?: number;
}

@Module({})
export class SplRewardsAppModule {
  static forRoot(options: SplRewardsAppOptions): DynamicModule {
    return subgraphAppModule(SplRewardsAppModule, {
      dependencies: options,
      typeScope: SplRewardsTypes,
      extendedEntities: [FootballerModel],
      database: { entities: splRewardsEntities, migrations: splRewardsMigrations },
      runtimeProviders: [
        { provide: VESTING_GAMEWEEKS, useValue: options.vestingGameweeks ?? DEFAULT_VESTING_GAMEWEEKS },
        {
          provide: ACHIEVEMENT_SPL_PER_GAMEWEEK,
          useValue: options.achievementSplPerGameweek ?? DEFAULT_ACHIEVEMENT_SPL_PER_GAMEWEEK,
        },
        {
          provide: BONUS_SPL_PER_GAMEWEEK_GLOBAL,
          useValue: options.bonusSplPerGameweekGlobal ?? DEFAULT_BONUS_SPL_PER_GAMEWEEK_GLOBAL,
        },
      ],
      // Appended last, MarketModule (no resolvers) reordered the schema's Query fields; after
      // LedgerModule it leaves them as committed.
      imports: [
        LedgerModule,
        MarketModule,
        CompetitionsModule,
        RewardsModule,
        SplLeaderboardModule,
        SplRewardRulesModule,
        AchievementsModule,
        StatementModule,
      ],
    });
  }
}
