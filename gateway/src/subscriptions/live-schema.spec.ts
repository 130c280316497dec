import { parse } from 'graphql';
import { EVERYONE } from './live-fanout';
import { audienceOf } from './live-schema';

describe('audienceOf', () => {
  const userId = 'user-1';
  const audience = (query: string, operationName?: string) => audienceOf(parse(query), operationName, userId);

  it("should group a public field's subscriptions for everyone, and a per-user field's for its user", () => {
    expect(audience('subscription { liveMatchUpdated { match { id } } }')).toBe(EVERYONE);
    expect(audience('subscription { marketListingEnded { listingId } }')).toBe(EVERYONE);
    expect(audience('subscription { splPaid { id } }')).toBe(userId);
  });

  it('should find the root field behind fragments, and in the operation named', () => {
    expect(audience('subscription { ...Mine } fragment Mine on Subscription { splPaid { id } }')).toBe(
      userId,
    );
    expect(audience('subscription { ... on Subscription { aliased: splPaid { id } } }')).toBe(userId);
    const two = 'subscription Live { matchAction(matchId: "1") { id } } subscription Spl { splPaid { id } }';
    expect(audience(two, 'Live')).toBe(EVERYONE);
    expect(audience(two, 'Spl')).toBe(userId);
  });
});
