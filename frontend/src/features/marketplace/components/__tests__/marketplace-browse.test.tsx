import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  aldo,
  hugo,
  kofi,
  listingsMock,
  marketListing,
  myMarketMock,
  newCardOffer,
  offersMock,
} from '@/testing/market-fixtures';
import {
  always,
  listingCard,
  listingCards,
  renderMarketplace,
  variablesOf,
} from '@/features/marketplace/components/__tests__/market-test-harness';

const kofiListing = marketListing('l-kofi', kofi, { price: 12_500, seller: 'bob' });
const hugoListing = marketListing('l-hugo', hugo, { price: 999_999, seller: 'carol' });

describe('marketplace page (/marketplace): browsing', () => {
  it('should show the heading and each active listing with its player, seller and price in SPL', async () => {
    renderMarketplace([listingsMock([kofiListing, hugoListing])]);

    expect(screen.getByRole('heading', { level: 1, name: 'Player Marketplace' })).toBeVisible();
    expect(screen.getByPlaceholderText('Search players or clubs...')).toBeVisible();
    const positions = within(screen.getByRole('group', { name: 'Position' })).getAllByRole('button');
    expect(positions.map((button) => button.textContent)).toEqual(['all', 'GK', 'DEF', 'MID', 'ATT']);
    expect(positions[0]).toHaveAttribute('aria-pressed', 'true');

    await waitFor(() => expect(listingCards()).toHaveLength(2));
    const card = listingCard('Kofi Brannock');
    expect(card).toHaveTextContent('Ravenmoor Rovers');
    expect(card).toHaveTextContent('Overall 88');
    expect(card).toHaveTextContent('Position ST');
    expect(card).toHaveTextContent('Rarity Legendary');
    expect(card).toHaveTextContent('Seller bob');
    // A '$' sign and thousands separators, with SPL beside the amount.
    expect(within(card).getByTestId('market-price')).toHaveTextContent(/^\$12,500\s*SPL$/);
    expect(within(listingCard('Hugo Garrow')).getByTestId('market-price')).toHaveTextContent(
      /^\$999,999\s*SPL$/,
    );
    expect(within(card).getByRole('button', { name: 'Buy Now: Kofi Brannock' })).toBeVisible();
    expect(screen.getByText('Showing 2 of 2')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("should say 'No Players Found' when nothing matches", async () => {
    renderMarketplace([listingsMock([])]);

    expect(await screen.findByText('No Players Found')).toBeVisible();
    expect(screen.getByText('Try adjusting your search or filters')).toBeVisible();
  });

  it('should search on the server once typing stops, trimmed, and filter by position group on the server', async () => {
    const { operations } = renderMarketplace([
      listingsMock([kofiListing, hugoListing]),
      listingsMock([kofiListing], { search: 'kofi' }),
      listingsMock([], { search: 'kofi', position: 'GK' }),
      listingsMock([marketListing('l-aldo', aldo)], { position: 'GK' }),
    ]);
    await waitFor(() => expect(listingCards()).toHaveLength(2));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search players or clubs' }), ' kofi ');
    await waitFor(() => expect(listingCards()).toHaveLength(1));
    expect(listingCard('Kofi Brannock')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'GK' }));
    expect(await screen.findByText('No Players Found')).toBeVisible();
    expect(screen.getByRole('button', { name: 'GK' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search players or clubs' }));
    await waitFor(() => expect(listingCards()).toHaveLength(1));
    expect(listingCard('Aldo Ashwell')).toBeVisible();

    // Debounced: one read per settled search, never one per keystroke.
    expect(variablesOf(operations, 'MarketListings')).toEqual([
      { search: null, position: null, limit: 12, offset: 0 },
      { search: 'kofi', position: null, limit: 12, offset: 0 },
      { search: 'kofi', position: 'GK', limit: 12, offset: 0 },
      { search: null, position: 'GK', limit: 12, offset: 0 },
    ]);
  });

  it('should read the next page from the server with Load more, until the total', async () => {
    const firstPage = Array.from({ length: 12 }, (_, n) =>
      marketListing(`l-${n}`, { ...kofi, id: `f-${n}`, name: `Player ${n}` }),
    );
    const { operations } = renderMarketplace([
      listingsMock(firstPage, {}, 13),
      listingsMock([kofiListing], { offset: 12 }, 13),
    ]);
    await waitFor(() => expect(listingCards()).toHaveLength(12));
    expect(screen.getByText('Showing 12 of 13')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(listingCards()).toHaveLength(13));
    expect(screen.getByText('Showing 13 of 13')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(variablesOf(operations, 'MarketListings').at(-1)).toEqual({
      search: null,
      position: null,
      limit: 12,
      offset: 12,
    });
  });

  it('should list new cards from the product with their price and how many are left, searched the same way', async () => {
    const { operations } = renderMarketplace([
      listingsMock([]),
      offersMock([newCardOffer(kofi, { price: 2_500, remaining: 10 }), newCardOffer(hugo, { price: 500 })]),
      offersMock([newCardOffer(hugo, { price: 500, remaining: 99 })], { search: 'garrow' }),
    ]);
    await screen.findByText('No Players Found');

    await userEvent.click(screen.getByRole('tab', { name: 'New Cards' }));
    const offers = await screen.findByRole('list', { name: 'New cards for sale' });
    const kofiOffer = within(offers).getByRole('group', { name: 'Kofi Brannock' });
    expect(kofiOffer).toHaveTextContent('10 left');
    expect(within(kofiOffer).getByTestId('market-price')).toHaveTextContent(/^\$2,500\s*SPL$/);
    expect(within(kofiOffer).getByRole('button', { name: 'Buy Now: new Kofi Brannock card' })).toBeVisible();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search players or clubs' }), 'garrow');
    await waitFor(() => expect(within(offers).getAllByTestId('new-card-offer')).toHaveLength(1));
    expect(within(offers).getByRole('group', { name: 'Hugo Garrow' })).toHaveTextContent('99 left');
    expect(variablesOf(operations, 'NewCardOffers').at(-1)).toEqual({
      search: 'garrow',
      position: null,
      limit: 12,
      offset: 0,
    });
  });

  it('should send a visitor who clicks Buy Now to log in, and ask them to log in to sell', async () => {
    // Back on the Listings tab, the list is read again.
    const { subscriptions } = renderMarketplace([always(listingsMock([kofiListing]))]);
    await waitFor(() => expect(listingCards()).toHaveLength(1));
    expect(screen.queryByRole('group', { name: 'Your SPL balance' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Sell Players' }));
    expect(screen.getByText('Log in to sell your players')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');

    await userEvent.click(screen.getByRole('tab', { name: 'Player Listings' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Buy Now: Kofi Brannock' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/login');
    expect(await screen.findByText('Log in to buy players')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The live socket needs a session: a visitor's lists are read again instead.
    expect(subscriptions.operation).toBeUndefined();
  });

  it("should show 'Your listing' instead of Buy Now on the manager's own listing, and their SPL balance", async () => {
    renderMarketplace(
      [
        listingsMock([kofiListing, marketListing('l-aldo', aldo, { seller: 'alice', price: 300 })]),
        always(myMarketMock({ balance: 1_250 })),
      ],
      'alice',
    );
    await waitFor(() => expect(listingCards()).toHaveLength(2));

    const own = listingCard('Aldo Ashwell');
    expect(own).toHaveTextContent('Your listing');
    expect(within(own).queryByRole('button', { name: /Buy Now/ })).not.toBeInTheDocument();
    expect(within(listingCard('Kofi Brannock')).getByRole('button', { name: /Buy Now/ })).toBeVisible();
    expect(await screen.findByRole('group', { name: 'Your SPL balance' })).toHaveTextContent(/1,250\s*SPL/);
  });

  it('should say next to the balance how much of it is bonus SPL locked until the manager plays more gameweeks', async () => {
    renderMarketplace(
      [
        listingsMock([kofiListing]),
        always(myMarketMock({ balance: 1_000, lockedBonus: 500, gameweeksUntilUnlocked: 1 })),
      ],
      'alice',
    );
    const balance = await screen.findByRole('group', { name: 'Your SPL balance' });
    await waitFor(() =>
      expect(balance).toHaveTextContent(/1,000\s*SPL\s*\(500 SPL locked until you play 1 more gameweek\)/),
    );
  });

  it('should say nothing of locked SPL when none of the balance is locked', async () => {
    renderMarketplace([listingsMock([kofiListing]), always(myMarketMock({ balance: 1_250 }))], 'alice');
    const balance = await screen.findByRole('group', { name: 'Your SPL balance' });
    await waitFor(() => expect(balance).toHaveTextContent(/1,250\s*SPL/));
    expect(balance).not.toHaveTextContent('locked');
  });
});
