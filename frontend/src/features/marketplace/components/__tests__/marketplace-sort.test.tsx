import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  aldo,
  hugo,
  kofi,
  listingsMock,
  marketListing,
  marketPlayer,
  newCardOffer,
  nextFixture,
  offersMock,
} from '@/testing/market-fixtures';
import {
  listingCard,
  listingCards,
  renderMarketplace,
  variablesOf,
} from '@/features/marketplace/components/__tests__/market-test-harness';

const inForm = marketPlayer('f-iwan', 'Iwan Tarrow', {
  form: 8.25,
  next: nextFixture('KES', { home: false, difficulty: 1 }),
});
const idle = marketPlayer('f-odd', 'Oddo Pell', { form: 0, next: null });
const names = () => listingCards().map((card) => within(card).getByRole('heading').textContent);
const select = (name: string) => screen.getByRole('combobox', { name });

describe('marketplace page (/marketplace): sorting and filtering by form, points, price and next fixture', () => {
  it("should show each card's form and next fixture, rated as on the player page", async () => {
    renderMarketplace([listingsMock([marketListing('l-iwan', inForm), marketListing('l-odd', idle)])]);
    await waitFor(() => expect(listingCards()).toHaveLength(2));

    const iwan = within(listingCard('Iwan Tarrow')).getByTestId('market-player-form');
    expect(iwan).toHaveTextContent('Form 8.3');
    expect(iwan).toHaveTextContent('Next KES (A)');
    expect(iwan).toHaveTextContent('Difficulty 1 of 5: Very easy');
    expect(within(listingCard('Oddo Pell')).getByTestId('market-player-form')).toHaveTextContent(
      /Form 0\.0\s*No fixture scheduled/,
    );
  });

  it('should sort and filter on the server from the selects, and keep them in the URL', async () => {
    const { operations } = renderMarketplace([
      listingsMock([marketListing('l-kofi', kofi), marketListing('l-iwan', inForm)]),
      listingsMock([marketListing('l-iwan', inForm), marketListing('l-kofi', kofi)], { sort: 'FORM' }),
      listingsMock([marketListing('l-iwan', inForm)], { sort: 'FORM', maxDifficulty: 2 }),
    ]);
    await waitFor(() => expect(names()).toEqual(['Kofi Brannock', 'Iwan Tarrow']));
    expect(select('Sort by')).toHaveDisplayValue('Newest');

    await userEvent.selectOptions(select('Sort by'), 'Form');
    await waitFor(() => expect(names()).toEqual(['Iwan Tarrow', 'Kofi Brannock']));
    expect(screen.getByTestId('current-url')).toHaveTextContent('/marketplace?sort=form');

    await userEvent.selectOptions(select('Next fixture'), 'Easy or easier');
    await waitFor(() => expect(names()).toEqual(['Iwan Tarrow']));
    expect(screen.getByTestId('current-url')).toHaveTextContent('/marketplace?sort=form&maxDifficulty=2');
    expect(variablesOf(operations, 'MarketListings')).toEqual([
      { search: null, position: null, limit: 12, offset: 0 },
      { search: null, position: null, sort: 'FORM', limit: 12, offset: 0 },
      { search: null, position: null, sort: 'FORM', maxDifficulty: 2, limit: 12, offset: 0 },
    ]);

    // Back to no choice: the list's own order, nothing left in the URL.
    await userEvent.selectOptions(select('Sort by'), 'Newest');
    await userEvent.selectOptions(select('Next fixture'), 'Any difficulty');
    await waitFor(() => expect(names()).toEqual(['Kofi Brannock', 'Iwan Tarrow']));
    expect(screen.getByTestId('current-url')).toHaveTextContent(/^\/marketplace$/);
  });

  it('should read the sort and filters from the URL for both tabs, leaving out values the server would refuse', async () => {
    const chosen = { sort: 'POINTS', minForm: 4, maxPrice: 500 } as const;
    const { operations } = renderMarketplace(
      [
        listingsMock([marketListing('l-hugo', hugo)], chosen),
        offersMock([newCardOffer(aldo), newCardOffer(kofi)], chosen),
      ],
      null,
      '/marketplace?sort=points&minForm=4&maxPrice=500&maxDifficulty=9',
    );
    await waitFor(() => expect(names()).toEqual(['Hugo Garrow']));
    expect(select('Sort by')).toHaveDisplayValue('Points');
    expect(select('Min form')).toHaveDisplayValue('4+');
    expect(select('Max price')).toHaveDisplayValue('Up to 500 SPL');
    expect(select('Next fixture')).toHaveDisplayValue('Any difficulty');

    await userEvent.click(screen.getByRole('tab', { name: 'New Cards' }));
    const offers = await screen.findByRole('list', { name: 'New cards for sale' });
    await waitFor(() => expect(within(offers).getAllByTestId('new-card-offer')).toHaveLength(2));
    expect(select('Sort by')).toHaveDisplayValue('Points');
    expect(variablesOf(operations, 'NewCardOffers')).toEqual([
      { search: null, position: null, ...chosen, limit: 12, offset: 0 },
    ]);
  });

  it("should offer the new cards' own order, best overall, as their first sort", async () => {
    renderMarketplace([listingsMock([]), offersMock([newCardOffer(kofi)])]);
    await screen.findByText('No Players Found');

    await userEvent.click(screen.getByRole('tab', { name: 'New Cards' }));
    await screen.findByRole('list', { name: 'New cards for sale' });
    expect(select('Sort by')).toHaveDisplayValue('Best overall');
    expect(
      within(screen.getByRole('list', { name: 'New cards for sale' })).getByTestId('market-player-form'),
    ).toHaveTextContent('Next EPA (H)');
  });
});
