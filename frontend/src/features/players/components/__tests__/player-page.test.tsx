import { describe, expect, it } from '@jest/globals';
import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { appTypePolicies } from '@/app/apollo-setup';
import { PlayerPageView } from '@/features/players';
import { createApolloTestLink } from '@/testing/apollo-test-link';
import { playerPageFootballer, playerPageMock } from '@/testing/player-fixtures';

function renderPlayer(id: string, mocks: MockLink.MockedResponse[]) {
  const { link } = createApolloTestLink(mocks);
  render(
    <MemoryRouter>
      <MockedProvider link={link} cache={new InMemoryCache({ typePolicies: appTypePolicies })}>
        <PlayerPageView footballerId={id} />
      </MockedProvider>
    </MemoryRouter>,
  );
}

const figure = (label: string) =>
  within(screen.getByRole('group', { name: label })).getByTestId('stat-value');

describe('a player page', () => {
  it('should show who he is, his season, his points per gameweek, his fixtures and his market', async () => {
    renderPlayer('f-1', [playerPageMock('f-1', playerPageFootballer())]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Kofi Brannock' })).toBeInTheDocument();
    expect(screen.getByText('Northfield Rovers')).toBeInTheDocument();
    expect(screen.getByLabelText('Rating 84')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Available');

    expect(figure('Form')).toHaveTextContent('6.4');
    expect(figure('Points')).toHaveTextContent('41');
    expect(figure('Goals')).toHaveTextContent('5');
    expect(figure('SPL earned')).toHaveTextContent('1,400 SPL');
    expect(figure('Ownership')).toHaveTextContent('12.5%');

    // The chart's values read out as a table; the last five gameweeks newest first.
    expect(screen.getByRole('table', { name: '6 gameweeks of fantasy points' })).toHaveTextContent(
      'Gameweek 6',
    );
    const lastFive = within(screen.getByRole('table', { name: 'Last five gameweeks' })).getAllByRole('row');
    expect(lastFive).toHaveLength(6);
    expect(lastFive[1]).toHaveTextContent(/^69/);

    const fixtures = within(screen.getByRole('list', { name: 'Next fixtures' })).getAllByTestId(
      'player-fixture',
    );
    expect(fixtures[0]).toHaveTextContent('Eastport Albion (H)');
    expect(fixtures[0]).toHaveTextContent('Difficulty 2 of 5: Easy');
    expect(fixtures[1]).toHaveTextContent('Kestrel Bay (A)');
    expect(fixtures[1]).toHaveTextContent('Very hard');

    const floors = within(screen.getByRole('list', { name: 'Floor prices' })).getAllByTestId('player-floor');
    expect(floors[0]).toHaveTextContent('Common');
    expect(floors[0]).toHaveTextContent('120 SPL');
    expect(floors[0]).toHaveTextContent('3 listings');
    expect(within(screen.getByRole('table', { name: 'Last sales' })).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('table', { name: 'Sale prices per day' })).toHaveTextContent('950 SPL');
    expect(screen.getByRole('link', { name: 'His cards on the market' })).toHaveAttribute(
      'href',
      '/marketplace?search=Kofi+Brannock',
    );
  });

  it('should say when he is injured and when nothing is known yet', async () => {
    renderPlayer('f-2', [
      playerPageMock(
        'f-2',
        playerPageFootballer({
          id: 'f-2',
          available: false,
          injury: {
            __typename: 'Injury',
            id: 'i-1',
            injury: 'Hamstring strain',
            expectedReturn: '2026-12-10T12:00:00Z',
          },
          gameweeks: [],
          nextFixtures: [],
          ownership: null,
          market: { __typename: 'FootballerMarket', floors: [], lastSales: [], priceHistory: [] },
        }),
      ),
    ]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Kofi Brannock' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Injured: Hamstring strain, expected back');
    expect(screen.getByText('No gameweek played yet this season')).toBeInTheDocument();
    expect(screen.getByText('No fixture scheduled')).toBeInTheDocument();
    expect(figure('Ownership')).toHaveTextContent('–');
    expect(screen.getByText('None of his cards is for sale')).toBeInTheDocument();
    expect(screen.getByText('None of his cards has sold yet')).toBeInTheDocument();
  });

  it('should say there is no such player', async () => {
    renderPlayer('nobody', [playerPageMock('nobody', null)]);

    expect(await screen.findByRole('heading', { name: 'Player not found' })).toBeInTheDocument();
  });
});
