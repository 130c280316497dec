import { Module } from '@nestjs/common';
import { MatchesModule } from '../matches/matches.module';
import { SeasonModule } from '../season/season.module';
import { WorldModule } from '../world/world.module';
import { FeedIngestService } from './feed-ingest.service';
import { FeedResolver } from './feed.resolver';

@Module({
  imports: [MatchesModule, WorldModule, SeasonModule],
  providers: [FeedIngestService, FeedResolver],
  exports: [FeedIngestService],
})
export class FeedModule {}
