import { describe, expect, it } from '@jest/globals';
import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { appTypePolicies } from '@/app/apollo-setup';
import { SplRewardsPage } from '@/app/routes/spl-rewards-page';
import { SplRewardsPageDocument, SplStatementDocument } from '@/features/spl-rewards';
import { SplBalanceFieldsFragmentDoc, type SplRewardsPageQuery } from '@/graphql/__generated__/graphql';
import { createApolloTestLink } from '@/testing/apollo-test-link';
import {
  splBalance,
  splCause,
  splLeaderboardEntry,
  splPageBalance,
  splReward,
  splRewardsPage,
  splStatementLine,
  splStatementMock,
  splStatementPage,
} from '@/testing/spl-fixtures';
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

// The statement after a reward, a sale (with its fee), a purchase, a league and a battle: 1,050 SPL.
const statementLines = [
  splStatementLine('9', {
    kind: 'BATTLE_WAGER',
    amount: -25,
    balanceAfter: 1050,
    reason: 'Battle wager (held until the battle is settled)',
    holdStatus: 'HELD',
    cause: splCause('BATTLE', 'battle-1'),
    at: '2026-11-26T18:00:00.000Z',
  }),
  splStatementLine('8', {
    kind: 'LEAGUE_ENTRY_FEE',
    amount: -50,
    balanceAfter: 1075,
    reason: 'League entry fee (held until the league ends)',
    holdStatus: 'HELD',
    cause: splCause('LEAGUE', 'league-1'),
  }),
  splStatementLine('7', {
    kind: 'MARKET_PURCHASE',
    amount: -150,
    balanceAfter: 1125,
    reason: 'Card purchase (paid)',
    holdStatus: 'CAPTURED',
    cause: splCause('MARKET_PURCHASE', 'purchase-1'),
  }),
];
const olderLines = [
  splStatementLine('4', {
    kind: 'MARKET_SALE',
    amount: 475,
    balanceAfter: 1275,
    reason: 'Card sold for 500 SPL, less a 25 SPL market fee',
    fee: 25,
    cause: splCause('MARKET_PURCHASE', 'purchase-0'),
  }),
  splStatementLine('2', {
    amount: 800,
    balanceAfter: 800,
    reason: 'Goal by Kofi Brannock (Captain 2x)',
    cause: splCause('MATCH', 'match-1'),
    footballer: { __typename: 'Footballer', id: 'kofi' },
  }),
];

function renderPage(mocks: MockLink.MockedResponse[]) {
  // The page always reads the statement's first page: tests of its other panels answer it empty.
  const readsStatement = mocks.some(({ request }) => request.query === SplStatementDocument);
  const { link } = createApolloTestLink(readsStatement ? mocks : [...mocks, splStatementMock()]);
  const cache = new InMemoryCache({ typePolicies: appTypePolicies });
  render(
    <MockedProvider link={link} cache={cache}>
      <TestCurrentUser username="alice">
        <MemoryRouter initialEntries={['/spl-rewards']}>
          <SplRewardsPage />
        </MemoryRouter>
      </TestCurrentUser>
    </MockedProvider>,
  );
  return cache;
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

  it('should say what Total Earned counts', async () => {
    renderPage([pageMock(earned)]);
    expect(await screen.findByRole('group', { name: 'Total Earned' })).toHaveTextContent(
      'Match rewards and achievement bonuses; not sales or prizes',
    );
  });

  describe('Statement', () => {
    const statementPage = pageMock(splRewardsPage({ mySplBalance: splPageBalance(1050, 800) }));

    it('should list every movement newest first with its date, reason, signed SPL, balance after and cause', async () => {
      renderPage([statementPage, splStatementMock(splStatementPage(statementLines))]);

      const list = await screen.findByRole('list', { name: 'SPL statement' });
      const [wager, fee, purchase] = within(list).getAllByRole('listitem');
      expect(wager).toHaveTextContent('Battle wager (held until the battle is settled)');
      expect(wager).toHaveTextContent('Held');
      expect(wager).toHaveTextContent('-25 SPL');
      expect(wager).toHaveTextContent('Balance 1,050 SPL');
      expect(within(wager!).getByText('Nov 26, 18:00')).toHaveAttribute(
        'datetime',
        '2026-11-26T18:00:00.000Z',
      );
      expect(within(wager!).getByRole('link', { name: 'H2H battles' })).toHaveAttribute(
        'href',
        '/h2h?battle=battle-1',
      );
      expect(within(fee!).getByRole('link', { name: 'View league' })).toHaveAttribute(
        'href',
        '/leagues/league-1',
      );
      expect(purchase).toHaveTextContent('Paid out');
      expect(within(purchase!).getByRole('link', { name: 'Marketplace' })).toHaveAttribute(
        'href',
        '/marketplace',
      );
      // The newest line ends where the Current Balance card does.
      expect(card('Current Balance')).toHaveTextContent('1,050 SPL');
    });

    it('should load older lines with Load more, after the last one shown, until every line is shown', async () => {
      renderPage([
        statementPage,
        splStatementMock(splStatementPage(statementLines, 5, '7')),
        splStatementMock(splStatementPage(olderLines, 5, null), '7'),
      ]);

      const region = await screen.findByRole('region', { name: 'Statement' });
      await within(region).findByText('Showing 3 of 5');
      await userEvent.click(within(region).getByRole('button', { name: 'Load more' }));

      await within(region).findByText('Showing 5 of 5');
      const lines = within(region).getAllByTestId('spl-statement-line');
      expect(lines.map((line) => within(line).getByTestId('spl-statement-amount').textContent)).toEqual([
        '-25 SPL',
        '-50 SPL',
        '-150 SPL',
        '+475 SPL',
        '+800 SPL',
      ]);
      expect(lines[3]).toHaveTextContent('Card sold for 500 SPL, less a 25 SPL market fee');
      expect(within(lines[4]!).getByRole('link', { name: 'View match' })).toHaveAttribute(
        'href',
        '/?match=match-1',
      );
      expect(within(lines[4]!).getByRole('link', { name: 'View player' })).toHaveAttribute(
        'href',
        '/players/kofi',
      );
      expect(within(lines[3]!).queryByRole('link', { name: 'View player' })).toBeNull();
      expect(within(region).queryByRole('button', { name: 'Load more' })).toBeNull();
    });

    it('should read the newest lines again when the balance moves, so the statement ends at the new balance', async () => {
      const reward = splStatementLine('10', {
        amount: 200,
        balanceAfter: 1250,
        cause: splCause('MATCH', 'match-2'),
      });
      const cache = renderPage([
        statementPage,
        splStatementMock(splStatementPage(statementLines)),
        splStatementMock(splStatementPage([reward, ...statementLines])),
      ]);
      const region = await screen.findByRole('region', { name: 'Statement' });
      await within(region).findByText('Showing 3 of 3');

      // A live award carries the balance after it: the cached balance moves.
      cache.writeFragment({ fragment: SplBalanceFieldsFragmentDoc, data: splBalance(1250, 1000) });

      await within(region).findByText('Showing 4 of 4');
      expect(within(region).getAllByTestId('spl-statement-balance')[0]).toHaveTextContent(
        'Balance 1,250 SPL',
      );
      expect(card('Current Balance')).toHaveTextContent('1,250 SPL');
    });

    it('should say there is nothing yet before the first movement', async () => {
      renderPage([pageMock(splRewardsPage()), splStatementMock(splStatementPage([]))]);
      const region = await screen.findByRole('region', { name: 'Statement' });
      expect(await within(region).findByText('No SPL movements yet')).toBeVisible();
    });

    it('should say the statement could not be loaded, and load it on Try again', async () => {
      renderPage([
        statementPage,
        {
          request: { query: SplStatementDocument, variables: { limit: 20 } },
          error: new Error('gateway down'),
        },
        splStatementMock(splStatementPage(statementLines)),
      ]);
      const region = await screen.findByRole('region', { name: 'Statement' });
      expect(await within(region).findByRole('alert')).toHaveTextContent(
        'Your statement could not be loaded.',
      );
      await userEvent.click(within(region).getByRole('button', { name: 'Try again' }));
      expect(await within(region).findByRole('list', { name: 'SPL statement' })).toBeVisible();
    });
  });
});
