import { describe, expect, it } from '@jest/globals';
import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { appTypePolicies } from '@/app/apollo-setup';
import { AchievementsPage } from '@/app/routes/achievements-page';
import { MyAchievementsDocument } from '@/features/achievements';
import type { AchievementFieldsFragment } from '@/graphql/__generated__/graphql';
import { createApolloTestLink } from '@/testing/apollo-test-link';
import { sevenAchievements } from '@/testing/achievement-fixtures';
import { TestCurrentUser } from '@/testing/test-current-user';

function achievementsMock(myAchievements: AchievementFieldsFragment[]): MockLink.MockedResponse {
  return {
    request: { query: MyAchievementsDocument },
    result: { data: { __typename: 'Query', myAchievements } },
  };
}

function renderPage(mocks: MockLink.MockedResponse[]) {
  const { link } = createApolloTestLink(mocks);
  render(
    <MockedProvider link={link} cache={new InMemoryCache({ typePolicies: appTypePolicies })}>
      <TestCurrentUser username="alice">
        <MemoryRouter initialEntries={['/achievements']}>
          <AchievementsPage />
        </MemoryRouter>
      </TestCurrentUser>
    </MockedProvider>,
  );
}

function counter(label: string) {
  return within(screen.getByRole('group', { name: label })).getByTestId('stat-value');
}

function shownTitles() {
  return within(screen.getByRole('list', { name: 'Achievements' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));
}

describe('achievements page (/achievements)', () => {
  it('should show the four counters, the overall percentage and unlocked over total per category', async () => {
    renderPage([achievementsMock(sevenAchievements)]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');

    await screen.findByRole('region', { name: /Overall Progress/ });

    expect(counter('Unlocked Achievements')).toHaveTextContent('2');
    expect(counter('Badges')).toHaveTextContent('2');
    expect(counter('NFT Rewards')).toHaveTextContent('1');
    expect(counter('Tokens Earned')).toHaveTextContent('2,600 SPL');
    expect(screen.getByTestId('overall-percent')).toHaveTextContent('29%');
    expect(screen.getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute(
      'aria-valuenow',
      '29',
    );
    const categories = within(screen.getByRole('list', { name: 'Progress by category' })).getAllByRole(
      'listitem',
    );
    expect(categories.map((item) => item.textContent)).toEqual([
      'scoring1 / 2',
      'trading0 / 1',
      'team1 / 2',
      'league0 / 1',
    ]);
  });

  it("should list every achievement with title, rarity, description, what counts and reward, locked ones with 'progress / max'", async () => {
    renderPage([achievementsMock(sevenAchievements)]);
    await userEvent.click(await screen.findByRole('tab', { name: 'All Achievements' }));

    expect(shownTitles()).toHaveLength(7);
    const legend = screen.getByRole('listitem', { name: 'Legend Collector, unlocked' });
    expect(legend).toHaveTextContent('legendary');
    expect(legend).toHaveTextContent('Legend Collector description');
    expect(within(legend).getByTestId('achievement-rule')).toHaveTextContent(
      'What counts: Legend Collector rule',
    );
    expect(legend).toHaveTextContent(
      'Reward: 2,500 SPL + Legend Collector badge + NFT: A Legendary player card',
    );
    expect(within(legend).queryByRole('progressbar')).toBeNull();
    const century = screen.getByRole('listitem', { name: 'Century Club, locked' });
    expect(century).toHaveTextContent('57 / 100');
    expect(within(century).getByRole('progressbar', { name: 'Century Club progress' })).toHaveAttribute(
      'aria-valuenow',
      '57',
    );
  });

  it('should filter by All, scoring, trading, team, league and special', async () => {
    renderPage([achievementsMock(sevenAchievements)]);
    await userEvent.click(await screen.findByRole('tab', { name: 'All Achievements' }));
    const filters = within(screen.getByRole('group', { name: 'Filter by category' })).getAllByRole('button');
    expect(filters.map((button) => button.textContent)).toEqual([
      'All',
      'scoring',
      'trading',
      'team',
      'league',
      'special',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'team' }));
    expect(screen.getByRole('button', { name: 'team' })).toHaveAttribute('aria-pressed', 'true');
    expect(shownTitles()).toEqual(['Century Club, locked', 'Legend Collector, unlocked']);

    await userEvent.click(screen.getByRole('button', { name: 'special' }));
    expect(shownTitles()).toEqual(['Early Adopter, locked']);

    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(shownTitles()).toHaveLength(7);
  });

  it('should show the earned badges, the NFT collection and the token summary in the Reward Center', async () => {
    renderPage([achievementsMock(sevenAchievements)]);
    await userEvent.click(await screen.findByRole('tab', { name: 'Reward Center' }));

    const badges = within(screen.getByRole('list', { name: 'Earned badges' })).getAllByRole('listitem');
    expect(badges.map((badge) => badge.textContent)).toEqual(['First Goal', 'Legend Collector']);
    expect(screen.getByRole('list', { name: 'NFT rewards' })).toHaveTextContent('A Legendary player card');
    const tokens = screen.getByRole('region', { name: 'Token Summary' });
    expect(tokens).toHaveTextContent('Earned from achievements2,600 SPL');
    expect(tokens).toHaveTextContent('Still to earn5,250 SPL');
    expect(tokens).toHaveTextContent('Total possible7,850 SPL');
    expect(tokens).toHaveTextContent(
      'Achievement SPL is bonus SPL: it buys new cards at once, and pays other managers (listings, league fees, wagers) as you play gameweeks.',
    );
  });

  it('should say when nothing is earned yet in the Reward Center', async () => {
    const locked = sevenAchievements.map((a) => ({ ...a, unlocked: false, unlockedAt: null }));
    renderPage([achievementsMock(locked)]);
    await userEvent.click(await screen.findByRole('tab', { name: 'Reward Center' }));

    expect(screen.getByText(/No badges yet/)).toBeVisible();
    expect(screen.getByText(/No NFT rewards yet/)).toBeVisible();
  });

  it('should say the achievements could not be loaded, and load them on Try again', async () => {
    renderPage([
      { request: { query: MyAchievementsDocument }, error: new Error('gateway down') },
      achievementsMock(sevenAchievements),
    ]);

    expect(await screen.findByRole('alert')).toHaveTextContent('Your achievements could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('region', { name: /Overall Progress/ })).toBeVisible();
  });
});
