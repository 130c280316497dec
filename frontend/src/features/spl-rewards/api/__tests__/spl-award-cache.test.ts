import { describe, expect, it } from '@jest/globals';
import { InMemoryCache } from '@apollo/client';
import { appTypePolicies } from '@/app/apollo-setup';
import { prependPaidRewards } from '@/features/spl-rewards/api/spl-award-cache';
import { SplRewardsPageDocument } from '@/features/spl-rewards/api/spl-rewards-page.query';
import { SplBalanceFieldsFragmentDoc } from '@/graphql/__generated__/graphql';
import { splBalance, splPageBalance, splReward, splRewardsPage } from '@/testing/spl-fixtures';

function cacheWithPage() {
  const cache = new InMemoryCache({ typePolicies: appTypePolicies });
  cache.writeQuery({
    query: SplRewardsPageDocument,
    data: splRewardsPage({ mySplBalance: splPageBalance(300), mySplRewards: [splReward('r-1')] }),
  });
  return cache;
}

function cachedRewardIds(cache: InMemoryCache) {
  return cache.readQuery({ query: SplRewardsPageDocument })?.mySplRewards.map((reward) => reward.id);
}

describe('a live payment in the cache', () => {
  it('should put the reward at the top of the cached list', () => {
    const cache = cacheWithPage();

    prependPaidRewards(cache, [splReward('r-2', { splTokens: 400 })]);

    expect(cachedRewardIds(cache)).toEqual(['r-2', 'r-1']);
  });

  it("should put a payment's rewards at the top, the last paid first", () => {
    const cache = cacheWithPage();

    prependPaidRewards(cache, [splReward('r-2'), splReward('r-3'), splReward('r-4')]);

    expect(cachedRewardIds(cache)).toEqual(['r-4', 'r-3', 'r-2', 'r-1']);
  });

  it('should not list a reward twice when the list already has it', () => {
    const cache = cacheWithPage();

    prependPaidRewards(cache, [splReward('r-1'), splReward('r-2')]);

    expect(cachedRewardIds(cache)).toEqual(['r-2', 'r-1']);
  });

  it('should leave the list as it is for an unlock (no rewards)', () => {
    const cache = cacheWithPage();

    prependPaidRewards(cache, []);

    expect(cachedRewardIds(cache)).toEqual(['r-1']);
  });

  it('should replace the cached balance with the one the payment carries', () => {
    const cache = cacheWithPage();

    cache.writeFragment({ fragment: SplBalanceFieldsFragmentDoc, data: splBalance(700, 900) });

    expect(cache.readQuery({ query: SplRewardsPageDocument })?.mySplBalance).toEqual(
      splPageBalance(700, 900),
    );
  });
});
