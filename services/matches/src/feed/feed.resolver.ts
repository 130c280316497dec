import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { OPERATOR_ROLE, RequireRole } from '@sfl/auth-context';
import { FeedIngestService } from './feed-ingest.service';
import { FeedIngestResultModel } from './models/feed-ingest-result.model';

@Resolver()
export class FeedResolver {
  constructor(private readonly feeds: FeedIngestService) {}

  @Mutation(() => FeedIngestResultModel, {
    description:
      "Operators only: applies a data provider's match feed (JSON, see the matches docs) as a whole, or nothing of it.",
  })
  @RequireRole(OPERATOR_ROLE)
  ingestMatchFeed(@Args('feed') feed: string) {
    return this.feeds.ingest(feed);
  }
}
