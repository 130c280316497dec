import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CurrentUserId, OPERATOR_ROLE, RequireRole } from '@sfl/auth-context';
import { type ActionQuota, ActionQuotas } from '@sfl/subgraph';
import { FeedIngestService } from './feed-ingest.service';
import { FeedIngestResultModel } from './models/feed-ingest-result.model';

// A provider's updates of every live match (8 at once, one every few seconds each) fit well within it.
const FEED_QUOTA: ActionQuota = { limit: 600, windowMs: 60_000 };

@Resolver()
export class FeedResolver {
  constructor(
    private readonly feeds: FeedIngestService,
    private readonly quotas: ActionQuotas,
  ) {}

  @Mutation(() => FeedIngestResultModel, {
    description:
      "Operators only: applies a data provider's match feed (JSON, see the matches docs) as a whole, or nothing of it.",
  })
  @RequireRole(OPERATOR_ROLE)
  async ingestMatchFeed(@CurrentUserId() operatorId: string, @Args('feed') feed: string) {
    await this.quotas.take('match-feed', 'match feeds', operatorId, FEED_QUOTA);
    return this.feeds.ingest(feed);
  }
}
