import { describe, expect, it } from '@jest/globals';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MyMarketCardsFromDocument } from '@/features/marketplace/api/market.queries';
import {
  DelistCardDocument,
  ListCardDocument,
  RepriceListingDocument,
} from '@/features/marketplace/api/market.mutations';
import type { MarketListingFieldsFragment } from '@/graphql/__generated__/graphql';
import {
  aldo,
  hugo,
  kofi,
  listingsMock,
  marketListing,
  myCard,
  myMarketMock,
} from '@/testing/market-fixtures';
import { always, renderMarketplace } from '@/features/marketplace/components/__tests__/market-test-harness';
import { findToast } from '@/testing/find-toast';

const aldoListing = marketListing('l-aldo', aldo, { seller: 'alice', price: 300, cardId: 'c-aldo' });
const cards = [
  myCard('c-kofi', kofi, { value: 2_500 }),
  myCard('c-hugo', hugo, { source: 'ON_CHAIN' }),
  myCard('c-aldo', aldo),
];

function listingMutationMock(
  query: typeof ListCardDocument | typeof RepriceListingDocument | typeof DelistCardDocument,
  variables: Record<string, unknown>,
  answer: MarketListingFieldsFragment | GraphQLError,
): MockLink.MockedResponse {
  const field =
    query === ListCardDocument
      ? 'listCard'
      : query === RepriceListingDocument
        ? 'repriceListing'
        : 'delistCard';
  return {
    request: { query, variables },
    result:
      answer instanceof GraphQLError
        ? { errors: [answer] }
        : { data: { __typename: 'Mutation', [field]: answer } },
  };
}

async function openSell(mocks: MockLink.MockedResponse[]) {
  return (await openSellHeld(mocks)).sell;
}

/** The Sell tab, and the gate that holds a mutation's answer back until the test releases it. */
async function openSellHeld(mocks: MockLink.MockedResponse[]) {
  const { gate } = renderMarketplace([always(listingsMock([])), ...mocks], 'alice');
  await userEvent.click(screen.getByRole('tab', { name: 'Sell Players' }));
  return { sell: await screen.findByRole('region', { name: 'Sell a Player' }), gate };
}

const myListings = () => screen.getByRole('region', { name: /^My Listings/ });
const priceInput = () => screen.getByRole('textbox', { name: 'Price (SPL)' });

describe('marketplace page (/marketplace): selling', () => {
  it('should offer only in-game cards not listed yet, and check the price before listing: whole SPL from 1 to 1,000,000', async () => {
    const sell = await openSell([always(myMarketMock({ listings: [aldoListing], cards }))]);

    const options = within(sell)
      .getAllByRole('option')
      .map((option) => option.textContent);
    // Hugo's card is an on-chain NFT (it trades on chain); Aldo's is listed already.
    expect(options).toEqual(['Choose a player…', 'Kofi Brannock · ST · 88']);

    await userEvent.click(within(sell).getByRole('button', { name: 'List for Sale' }));
    expect(within(sell).getByText('Choose a player to sell')).toBeVisible();
    expect(within(sell).getByText('Enter a price in SPL')).toBeVisible();

    await userEvent.selectOptions(within(sell).getByRole('combobox', { name: 'Player to sell' }), 'c-kofi');
    for (const [typed, message] of [
      ['0', 'Price must be from 1 to 1,000,000 SPL'],
      ['1000001', 'Price must be from 1 to 1,000,000 SPL'],
      ['12.5', 'Enter a whole number of SPL'],
      ['abc', 'Enter a whole number of SPL'],
    ] as const) {
      await userEvent.clear(priceInput());
      await userEvent.type(priceInput(), typed);
      await userEvent.click(within(sell).getByRole('button', { name: 'List for Sale' }));
      expect(await within(sell).findByText(message)).toBeVisible();
      expect(priceInput()).toHaveAttribute('aria-invalid', 'true');
    }
  });

  it('should offer the cards of every page of a collection larger than one page', async () => {
    // A full first page of on-chain cards (not sellable here), then Kofi's in-game card on the next page.
    const onChain = Array.from({ length: 100 }, (_, i) => myCard(`c-nft-${i}`, hugo, { source: 'ON_CHAIN' }));
    const sell = await openSell([
      always(myMarketMock({ cards: onChain })),
      {
        request: { query: MyMarketCardsFromDocument, variables: { offset: 100 } },
        result: { data: { __typename: 'Query', myCards: [myCard('c-kofi', kofi)] } },
      },
    ]);

    expect(await within(sell).findByRole('option', { name: 'Kofi Brannock · ST · 88' })).toBeInTheDocument();
  });

  it('should tell a manager who has not played a gameweek yet why he cannot list, instead of the form', async () => {
    const sell = await openSell([always(myMarketMock({ cards, canList: false }))]);

    expect(within(sell).getByText(/^You can list players once you have played a gameweek/)).toBeVisible();
    expect(within(sell).queryByRole('button', { name: 'List for Sale' })).toBeNull();
  });

  it('should list a card at a valid price, toast it and show it in My Listings', async () => {
    const listed = marketListing('l-new', kofi, { seller: 'alice', price: 1_500, cardId: 'c-kofi' });
    const { sell, gate } = await openSellHeld([
      always(myMarketMock({ listings: [aldoListing], cards })),
      listingMutationMock(ListCardDocument, { cardId: 'c-kofi', price: 1_500 }, listed),
    ]);
    expect(within(myListings()).getAllByTestId('my-listing')).toHaveLength(1);

    await userEvent.selectOptions(within(sell).getByRole('combobox', { name: 'Player to sell' }), 'c-kofi');
    expect(sell).toHaveTextContent('list price of its tier 2,500 SPL');
    await userEvent.type(priceInput(), '1,500');
    expect(sell).toHaveTextContent('You receive 1,425 SPL when it sells.');
    gate.hold('ListCard');
    await userEvent.click(within(sell).getByRole('button', { name: 'List for Sale' }));

    // In My Listings before the server answers, and no longer offered for sale.
    expect(myListings()).toHaveAccessibleName('My Listings (2)');
    expect(within(sell).queryByRole('option', { name: 'Kofi Brannock · ST · 88' })).not.toBeInTheDocument();
    act(() => gate.release());

    expect(await screen.findByText('Listed for sale')).toBeVisible();
    expect(screen.getByText('Kofi Brannock is on the market for 1,500 SPL.')).toBeVisible();
    await waitFor(() => expect(within(myListings()).getAllByTestId('my-listing')).toHaveLength(2));
    expect(myListings()).toHaveAccessibleName('My Listings (2)');
    expect(within(myListings()).getByRole('listitem', { name: 'Kofi Brannock' })).toHaveTextContent(
      /1,500\s*SPL/,
    );
  });

  it("should show a listing at once, then take it back when the server refuses, with a toast and the server's words next to the form", async () => {
    const { sell, gate } = await openSellHeld([
      always(myMarketMock({ cards })),
      listingMutationMock(
        ListCardDocument,
        { cardId: 'c-kofi', price: 50 },
        new GraphQLError('This card is already on the market', { extensions: { code: 'CONFLICT' } }),
      ),
    ]);

    await userEvent.selectOptions(within(sell).getByRole('combobox', { name: 'Player to sell' }), 'c-kofi');
    await userEvent.type(priceInput(), '50');
    gate.hold('ListCard');
    await userEvent.click(within(sell).getByRole('button', { name: 'List for Sale' }));

    expect(within(myListings()).getByRole('listitem', { name: 'Kofi Brannock' })).toHaveTextContent(
      /50\s*SPL/,
    );
    expect(screen.queryByText('You have no in-game cards to sell yet.')).not.toBeInTheDocument();
    act(() => gate.release());

    expect(await findToast("Couldn't list Kofi Brannock")).toHaveTextContent(
      'This card is already on the market. Kofi Brannock is off the market, among your cards to sell again.',
    );
    expect(within(sell).getByRole('alert')).toHaveTextContent('This card is already on the market');
    expect(myListings()).toHaveAccessibleName('My Listings (0)');
    // The form has the card and the price back, to try again.
    expect(within(sell).getByRole('combobox', { name: 'Player to sell' })).toHaveValue('c-kofi');
    expect(priceInput()).toHaveValue('50');
  });

  it('should reprice a listing after checking the new price', async () => {
    await openSell([
      always(myMarketMock({ listings: [aldoListing], cards })),
      listingMutationMock(
        RepriceListingDocument,
        { listingId: 'l-aldo', price: 450 },
        { ...aldoListing, marketplace: { ...aldoListing.marketplace, price: 450 } },
      ),
    ]);
    const row = within(myListings()).getByRole('listitem', { name: 'Aldo Ashwell' });
    expect(row).toHaveTextContent(/300\s*SPL/);

    await userEvent.click(within(row).getByRole('button', { name: 'Reprice Aldo Ashwell' }));
    const input = within(row).getByRole('textbox', { name: 'New price (SPL)' });
    expect(input).toHaveValue('300');
    await userEvent.clear(input);
    await userEvent.type(input, '2000000');
    await userEvent.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await within(row).findByText('Price must be from 1 to 1,000,000 SPL')).toBeVisible();

    await userEvent.clear(input);
    await userEvent.type(input, '450');
    await userEvent.click(within(row).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Price updated')).toBeVisible();
    expect(screen.getByText('Aldo Ashwell is now 450 SPL.')).toBeVisible();
    await waitFor(() => expect(row).toHaveTextContent(/450\s*SPL/));
    expect(within(row).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('should delist a listing after a confirmation, and keep repricing and delisting a listing purchases wait for', async () => {
    // Purchases of a listing wait for their SPL with the listing still on the market: it stays the seller's.
    const wanted = marketListing('l-kofi', kofi, { seller: 'alice', price: 900, cardId: 'c-kofi' });
    const { gate } = await openSellHeld([
      myMarketMock({ listings: [aldoListing, wanted], cards }),
      listingMutationMock(
        DelistCardDocument,
        { listingId: 'l-aldo' },
        {
          ...aldoListing,
          marketplace: { ...aldoListing.marketplace, isActive: false },
        },
      ),
    ]);
    await screen.findByRole('region', { name: 'My Listings (2)' });
    const kept = within(myListings()).getByRole('listitem', { name: 'Kofi Brannock' });
    expect(within(kept).getByRole('button', { name: 'Reprice Kofi Brannock' })).toBeEnabled();
    expect(within(kept).getByRole('button', { name: 'Delist Kofi Brannock' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Delist Aldo Ashwell' }));
    const confirm = screen.getByRole('dialog', { name: 'Take Aldo Ashwell off the market?' });
    gate.hold('DelistCard');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delist' }));

    // Gone before the server answers.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(myListings()).toHaveAccessibleName('My Listings (1)');
    expect(within(myListings()).queryByRole('listitem', { name: 'Aldo Ashwell' })).not.toBeInTheDocument();
    act(() => gate.release());

    expect(await screen.findByText('Listing removed')).toBeVisible();
    expect(myListings()).toHaveAccessibleName('My Listings (1)');
  });

  it('should take a listing off My Listings at once and bring it back with a toast when the server refuses', async () => {
    const { gate } = await openSellHeld([
      myMarketMock({ listings: [aldoListing], cards }),
      listingMutationMock(
        DelistCardDocument,
        { listingId: 'l-aldo' },
        new GraphQLError('This listing is being bought: it can be delisted if the purchase fails', {
          extensions: { code: 'CONFLICT' },
        }),
      ),
    ]);
    await screen.findByRole('region', { name: 'My Listings (1)' });
    gate.hold('DelistCard');

    await userEvent.click(screen.getByRole('button', { name: 'Delist Aldo Ashwell' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delist' }));

    expect(myListings()).toHaveAccessibleName('My Listings (0)');
    act(() => gate.release());

    expect(await findToast("Couldn't delist Aldo Ashwell")).toHaveTextContent(
      'This listing is being bought: it can be delisted if the purchase fails. Aldo Ashwell is back in My Listings, still on the market.',
    );
    expect(myListings()).toHaveAccessibleName('My Listings (1)');
    expect(within(myListings()).getByRole('listitem', { name: 'Aldo Ashwell' })).toHaveTextContent(
      /300\s*SPL/,
    );
  });
});
