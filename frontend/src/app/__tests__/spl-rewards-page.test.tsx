import { describe, expect, it } from '@jest/globals';
import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { appTypePolicies } from '@/app/apollo-setup';
import { SplRewardsPage } from '@/app/routes/spl-rewards-page';
import { SplRewardsPageDocument } from '@/features/spl-rewards';
import type { SplRewardsPageQuery } from '@/graphql/__generated__/graphql';
import { createApolloTestLink } from '@/testing/apollo-test-link';
import { splLeaderboardEntry, splPageBalance, splReward, splRewardsPage } from '@/testing/spl-fixtures';
import { TestCurrentUser } from '@/testing/test-current-user';

const earned = splRewardsPage({
  mySplBalance: splPageBalance(1050, 1250),
  mySplRank: 2,
  mySplRewards: [
    splReward('r-2', { isCaptain: true, splTokens: 400, awardedAt: '2026-11-24T21:05:00.000Z' }),
    splReward('r-1', {
      actionType: 'clean_sheet',
      footballerName: 'Aldo Ashwell',
      minute: 90,
      score: [2, 0],
      splTokens: 300,
      gameweek: 2,
      awardedAt: '2026-11-17T08:09:00.000Z',
    }),
  ],
  splLeaderboard: [
    splLeaderboardEntry(1, 'bob', 2400),
    splLeaderboardEntry(2, 'alice', 1250),
    splLeaderboardEntry(3, 'carol', 900),
    splLeaderboardEntry(4, 'dave', 200),
  ],
});

function pageMock(data: SplRewardsPageQuery): MockLink.MockedResponse {
  return { request: { query: SplRewardsPageDocument }, result: { data } };
}

function renderPage(mocks: MockLink.MockedResponse[]) {
  const { link } = createApolloTestLink(mocks);
  render(
    <MockedProvider link={link} cache={new InMemoryCache({ typePolicies: appTypePolicies })}>
      <TestCurrentUser username="alice">
        <MemoryRouter initialEntries={['/spl-rewards']}>
          <SplRewardsPage />
        </MemoryRouter>
      </TestCurrentUser>
    </MockedProvider>,
  );
}

function card(label: string) {
  return within(screen.getByRole('group', { name: label })).getByTestId('stat-value');
}

describe('SPL rewards page (/spl-rewards)', () => {
  it('should show a loading state, then Current Balance, Total Earned and Rank', async () => {
    renderPage([pageMock(earned)]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');

    await screen.findByRole('region', { name: 'Recent Rewards' });

    expect(card('Current Balance')).toHaveTextContent('1,050 SPL');
    expect(card('Total Earned')).toHaveTextContent('1,250 SPL');
    expect(card('Rank')).toHaveTextContent('#2');
  });

  it('should tell under Current Balance how much of it is bonus SPL locked until the manager plays more gameweeks', async () => {
    renderPage([
      pageMock(
        splRewardsPage({
          mySplBalance: splPageBalance(1000, 1000, { lockedBonus: 1000, gameweeksUntilUnlocked: 2 }),
        }),
      ),
    ]);
    const balance = await screen.findByRole('group', { name: 'Current Balance' });
    expect(balance).toHaveTextContent('1,000 SPL locked until you play 2 more gameweeks');
  });

  it('should say nothing of locked SPL when none of the balance is locked', async () => {
    renderPage([pageMock(earned)]);
    await screen.findByRole('region', { name: 'Recent Rewards' });
    expect(screen.getByRole('group', { name: 'Current Balance' })).not.toHaveTextContent('locked');
  });

  it("should list each reward with its action, footballer, clubs and score, minute, 'Captain 2x' tag, SPL and date", async () => {
    renderPage([pageMock(earned)]);

    const list = await screen.findByRole('list', { name: 'Recent rewards' });
    const [captainGoal, cleanSheet] = within(list).getAllByRole('listitem');

    expect(captainGoal).toHaveTextContent('Goal by Kofi Brannock');
    expect(captainGoal).toHaveTextContent('Captain 2x');
    expect(captainGoal).toHaveTextContent("ARS 2-1 CHE · 67' · Gameweek 3");
    expect(captainGoal).toHaveTextContent('+400 SPL');
    expect(within(captainGoal!).getByText('Nov 24, 21:05')).toHaveAttribute(
      'datetime',
      '2026-11-24T21:05:00.000Z',
    );
    expect(cleanSheet).toHaveTextContent('Clean sheet by Aldo Ashwell');
    expect(cleanSheet).not.toHaveTextContent('Captain 2x');
    expect(cleanSheet).toHaveTextContent("ARS 2-0 CHE · 90' · Gameweek 2");
    expect(cleanSheet).toHaveTextContent('+300 SPL');
    expect(cleanSheet).toHaveTextContent('Nov 17, 08:09');
  });

  it("should generate 'How to Earn SPL Tokens' from the rules: a goal per position, assist, clean sheet, penalty save, captain", async () => {
    renderPage([pageMock(earned)]);

    const table = within(await screen.findByRole('region', { name: 'How to Earn SPL Tokens' })).getByRole(
      'table',
    );
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

    expect(rows).toEqual([
      ['Goal by a goalkeeper', '800 SPL'],
      ['Goal by a defender', '500 SPL'],
      ['Goal by a midfielder', '250 SPL'],
      ['Goal by a forward', '200 SPL'],
      ['Assist', '200 SPL'],
      ['Clean sheet', '300 SPL'],
      ['Penalty save', '500 SPL'],
      ['Captain bonusEvery reward of your captain is multiplied by 2', 'Captain 2x'],
    ]);
  });

  it("should rank the top SPL earners, the caller's row highlighted and tagged 'You', the top three gold, silver, bronze", async () => {
    renderPage([pageMock(earned)]);
    await userEvent.click(await screen.findByRole('tab', { name: 'Leaderboard' }));

    const rows = within(screen.getByRole('list', { name: 'SPL leaderboard' })).getAllByRole('listitem');

    expect(rows.map((row) => row.textContent)).toEqual([
      'Gold, rank 1bob2,400 SPL',
      'Silver, rank 2aliceYou1,250 SPL',
      'Bronze, rank 3carol900 SPL',
      'Rank 4dave200 SPL',
    ]);
    expect(rows.map((row) => row.dataset.medal)).toEqual(['gold', 'silver', 'bronze', undefined]);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows.filter((row) => row.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it("should say 'No rewards yet', Rank 'N/A' and 'No rankings yet' before anyone earns SPL", async () => {
    renderPage([pageMock(splRewardsPage())]);

    expect(await screen.findByText('No rewards yet')).toBeVisible();
    expect(card('Current Balance')).toHaveTextContent('0 SPL');
    expect(card('Rank')).toHaveTextContent('N/A');
    await userEvent.click(screen.getByRole('tab', { name: 'Leaderboard' }));
    expect(screen.getByText('No rankings yet')).toBeVisible();
  });

  it('should say the rewards could not be loaded, and load them on Try again', async () => {
    renderPage([
      { request: { query: SplRewardsPageDocument }, error: new Error('gateway down') },
      pageMock(earned),
    ]);

    expect(await screen.findByRole('alert')).toHaveTextContent('Your SPL rewards could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('list', { name: 'Recent rewards' })).toBeVisible();
  });
});
