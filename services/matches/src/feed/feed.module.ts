import { Module } from '@nestjs/common';
import { MatchesModule } from '../matches/matches.module';
import { FeedIngestService } from './feed-ingest.service';
import { FeedResolver } from './feed.resolver';

@Module({
  imports: [MatchesModule],
  providers: [FeedIngestService, FeedResolver],
  exports: [FeedIngestService],
})
export class FeedModule {}
