import { describe, expect, it } from '@jest/globals';
import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MyAchievementsDocument } from '@/features/achievements';
import { SplRewardsPageDocument } from '@/features/spl-rewards';
import type { AchievementFieldsFragment, SplRewardsPageQuery } from '@/graphql/__generated__/graphql';
import { sevenAchievements } from '@/testing/achievement-fixtures';
import { always, createApolloTestLink } from '@/testing/apollo-test-link';
import { mockApi, signedInAs, signedOut } from '@/testing/mock-api';
import { renderAppWithLink } from '@/testing/render-app';
import { splPaymentOfAchievement, splPaymentOfRewards } from '@/testing/spl-payment-fixtures';
import { signedInShellMocks } from '@/testing/shell-mocks';
import {
  splBalance,
  splPageBalance,
  splReward,
  splRewardsPage,
  splStatementMock,
} from '@/testing/spl-fixtures';

// The shell's one splPaid subscription, through the whole app: each payload is pushed by the test.

function pageMock(data: SplRewardsPageQuery): MockLink.MockedResponse {
  return { request: { query: SplRewardsPageDocument }, result: { data } };
}

function achievementsMock(myAchievements: AchievementFieldsFragment[]): MockLink.MockedResponse {
  return {
    request: { query: MyAchievementsDocument },
    result: { data: { __typename: 'Query', myAchievements } },
  };
}

/** The app signed in as alice on `path`, once the shell has subscribed. */
async function openSignedIn(path: string, mocks: MockLink.MockedResponse[]) {
  mockApi({ 'GET /api/user': signedInAs('alice') });
  const { link, subscriptions } = createApolloTestLink([...mocks, ...signedInShellMocks()]);
  renderAppWithLink(link, path);
  await waitFor(() => expect(subscriptions.operation?.operationName).toBe('SplPaid'));
  return subscriptions;
}

function card(label: string) {
  return within(screen.getByRole('group', { name: label })).getByTestId('stat-value');
}

const earned = splRewardsPage({
  mySplBalance: splPageBalance(1050, 1250),
  mySplRank: 2,
  mySplRewards: [splReward('r-1', { splTokens: 250 }), splReward('r-0', { splTokens: 1000 })],
});

describe('live SPL awards', () => {
  it('should move the balance, add the reward at the top, toast it and re-read the rank', async () => {
    const award = splReward('r-2', {
      footballerName: 'Hugo Garrow',
      isCaptain: true,
      splTokens: 500,
      awardedAt: '2026-11-24T21:30:00.000Z',
    });
    const after = {
      ...earned,
      mySplBalance: splPageBalance(1550, 1750),
      mySplRank: 1,
      mySplRewards: [award, ...earned.mySplRewards],
    };
    const subscriptions = await openSignedIn('/spl-rewards', [
      pageMock(earned),
      pageMock(after),
      always(splStatementMock()),
    ]);
    await screen.findByRole('list', { name: 'Recent rewards' });

    act(() =>
      subscriptions.simulateResult({
        result: { data: splPaymentOfRewards([award], splBalance(1550, 1750)) },
      }),
    );

    expect(await screen.findByText('+500 SPL · Goal by Hugo Garrow (Captain 2x)')).toBeVisible();
    expect(card('Current Balance')).toHaveTextContent('1,550 SPL');
    expect(card('Total Earned')).toHaveTextContent('1,750 SPL');
    const rewards = within(screen.getByRole('list', { name: 'Recent rewards' })).getAllByRole('listitem');
    expect(rewards).toHaveLength(3);
    expect(rewards[0]).toHaveTextContent('Goal by Hugo Garrow');
    expect(rewards[0]).toHaveTextContent('Nov 24, 21:30');
    // The rank moves with the award: the open page reads it again.
    await waitFor(() => expect(card('Rank')).toHaveTextContent('#1'));
  });

  it('should list every reward of a payment, newest first, in one toast', async () => {
    const goal = splReward('r-2', { footballerName: 'Hugo Garrow', splTokens: 400 });
    const assist = splReward('r-3', {
      actionType: 'assist',
      footballerName: 'Kofi Brannock',
      splTokens: 200,
      awardedAt: '2026-11-24T21:31:00.000Z',
    });
    const after = {
      ...earned,
      mySplBalance: splPageBalance(1650, 1850),
      mySplRewards: [assist, goal, ...earned.mySplRewards],
    };
    // The page's own re-read is held back: the rewards on screen come from the payload itself.
    const slowRead = { ...pageMock(after), delay: 60_000 };
    const subscriptions = await openSignedIn('/spl-rewards', [
      pageMock(earned),
      slowRead,
      always(splStatementMock()),
    ]);
    await screen.findByRole('list', { name: 'Recent rewards' });

    act(() =>
      subscriptions.simulateResult({
        result: { data: splPaymentOfRewards([goal, assist], splBalance(1650, 1850)) },
      }),
    );

    expect(await screen.findByText('+600 SPL · Goal by Hugo Garrow and 1 more reward')).toBeVisible();
    expect(card('Current Balance')).toHaveTextContent('1,650 SPL');
    const rewards = within(screen.getByRole('list', { name: 'Recent rewards' })).getAllByRole('listitem');
    expect(rewards).toHaveLength(4);
    expect(rewards[0]).toHaveTextContent('Assist by Kofi Brannock');
    expect(rewards[1]).toHaveTextContent('Goal by Hugo Garrow');
  });

  it('should mark an achievement unlocked and toast it', async () => {
    const hatTrick = sevenAchievements[1]!;
    // The open page also reads the list again (progress moves); that answer is held back, so what changes
    // on screen comes from the payload itself.
    const slowRead = { ...achievementsMock(sevenAchievements), delay: 60_000 };
    const subscriptions = await openSignedIn('/achievements', [
      achievementsMock(sevenAchievements),
      slowRead,
    ]);
    await screen.findByRole('region', { name: /Overall Progress/ });
    expect(card('Unlocked Achievements')).toHaveTextContent('2');

    act(() =>
      subscriptions.simulateResult({ result: { data: splPaymentOfAchievement(hatTrick, splBalance(1100)) } }),
    );

    expect(await screen.findByText('Achievement unlocked: Hat-trick Hero +500 SPL')).toBeVisible();
    expect(card('Unlocked Achievements')).toHaveTextContent('3');
    expect(card('Tokens Earned')).toHaveTextContent('3,100 SPL');
    await userEvent.click(screen.getByRole('tab', { name: 'All Achievements' }));
    expect(screen.getByRole('listitem', { name: 'Hat-trick Hero, unlocked' })).toHaveTextContent(
      'Nov 24, 21:06',
    );
  });

  it('should toast an award on any page', async () => {
    const subscriptions = await openSignedIn('/injuries', []);
    await screen.findByRole('heading', { level: 1, name: 'Injury Center' });

    const reward = splReward('r-1', {
      actionType: 'assist',
      footballerName: 'Kofi Brannock',
      splTokens: 200,
    });
    act(() =>
      subscriptions.simulateResult({ result: { data: splPaymentOfRewards([reward], splBalance(200)) } }),
    );

    expect(await screen.findByText('+200 SPL · Assist by Kofi Brannock')).toBeVisible();
  });

  it('should not subscribe for a visitor', async () => {
    mockApi({ 'GET /api/user': signedOut });
    const { link, subscriptions } = createApolloTestLink([]);
    renderAppWithLink(link, '/injuries');

    await screen.findByRole('heading', { level: 1, name: 'Injury Center' });

    expect(subscriptions.operation).toBeUndefined();
  });
});
