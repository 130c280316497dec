import { Module } from '@nestjs/common';
import type { KeyValueStore } from '@sfl/cache';
import { KEY_VALUE_STORE } from '@sfl/subgraph';
import { SquadReadsModule } from '../points/squad-reads.module';
import { LeaderboardResolver } from './leaderboard.resolver';
import { LeaderboardService } from './leaderboard.service';
import { RankStore } from './rank-store';
import { StandingsRepository } from './standings.repository';

@Module({
  imports: [SquadReadsModule],
  providers: [
    {
      provide: RankStore,
      useFactory: (store: KeyValueStore) => new RankStore(store),
      inject: [KEY_VALUE_STORE],
    },
    StandingsRepository,
    LeaderboardService,
    LeaderboardResolver,
  ],
  exports: [RankStore, StandingsRepository, LeaderboardService],
})
export class LeaderboardModule {}
