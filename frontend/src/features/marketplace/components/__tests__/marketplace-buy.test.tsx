import { describe, expect, it } from '@jest/globals';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BuyListingDocument, BuyNewCardDocument } from '@/features/marketplace/api/market.mutations';
import { MarketPurchaseDocument } from '@/features/marketplace/api/market.queries';
import type { MarketPurchaseFieldsFragment } from '@/graphql/__generated__/graphql';
import {
  hugo,
  kofi,
  listingsMock,
  marketListing,
  marketPurchase,
  myCard,
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
const hugoListing = marketListing('l-hugo', hugo, { price: 900, seller: 'carol' });

/**
 * buyListing of `listingId` answering `purchase` (or failing); records each idempotency key it was sent,
 * and each price the buyer confirmed in `prices` when given.
 */
function buyListingMock(
  listingId: string,
  keys: string[],
  answer: { purchase: MarketPurchaseFieldsFragment } | { error: Error } | { graphQLError: GraphQLError },
  prices: number[] = [],
): MockLink.MockedResponse {
  return {
    request: {
      query: BuyListingDocument,
      variables: (variables: Record<string, unknown>) => {
        if (variables.listingId !== listingId) return false;
        keys.push(String(variables.idempotencyKey));
        prices.push(Number(variables.expectedPrice));
        return true;
      },
    },
    ...('purchase' in answer
      ? { result: { data: { __typename: 'Mutation', buyListing: answer.purchase } } }
      : 'error' in answer
        ? { error: answer.error }
        : { result: { errors: [answer.graphQLError] } }),
  };
}

function purchaseMock(purchase: MarketPurchaseFieldsFragment): MockLink.MockedResponse {
  return {
    request: { query: MarketPurchaseDocument, variables: { id: purchase.id } },
    result: { data: { __typename: 'Query', marketPurchase: purchase } },
  };
}

const dialog = () => screen.getByRole('dialog');

describe('marketplace page (/marketplace): Buy Now', () => {
  it('should confirm with the price and the balance after, buy, follow the purchase until it completes, toast it and read the balance and cards again', async () => {
    const keys: string[] = [];
    const pending = marketPurchase('p-1', { listingId: 'l-kofi', price: 12_500 });
    const { operations } = renderMarketplace(
      [
        listingsMock([kofiListing, hugoListing]),
        myMarketMock({ balance: 20_000 }),
        buyListingMock('l-kofi', keys, { purchase: pending }),
        purchaseMock(pending),
        purchaseMock({ ...pending, status: 'COMPLETED', cardId: 'card-l-kofi' }),
        // Read again once it completed: the listing is gone, the SPL spent, the card owned.
        always(listingsMock([hugoListing])),
        always(myMarketMock({ balance: 7_500, cards: [myCard('card-l-kofi', kofi)] })),
      ],
      'alice',
    );
    await waitFor(() => expect(listingCards()).toHaveLength(2));
    await screen.findByText(/20,000/);

    await userEvent.click(within(listingCard('Kofi Brannock')).getByRole('button', { name: /Buy Now/ }));

    expect(dialog()).toHaveAccessibleName('Buy Kofi Brannock?');
    expect(dialog()).toHaveTextContent(/Price\s*12,500\s*SPL/);
    expect(dialog()).toHaveTextContent(/Your balance\s*20,000\s*SPL/);
    expect(dialog()).toHaveTextContent(/Balance after\s*7,500\s*SPL/);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Confirm Purchase' }));

    expect(await screen.findByText('Purchase complete')).toBeVisible();
    expect(screen.getByText('Kofi Brannock joined your squad for 12,500 SPL.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(listingCards()).toHaveLength(1));
    expect(screen.queryByRole('group', { name: 'Kofi Brannock' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Your SPL balance' })).toHaveTextContent(/7,500\s*SPL/),
    );
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[\w-]{8,}$/);
    expect(variablesOf(operations, 'BuyListing')).toEqual([
      { listingId: 'l-kofi', expectedPrice: 12_500, idempotencyKey: keys[0] },
    ]);
    const names = operations.map((operation) => operation.name);
    expect(names.slice(names.indexOf('BuyListing'))).toEqual(
      expect.arrayContaining([
        'BuyListing',
        'MarketPurchase',
        'MarketPurchase',
        'MarketListings',
        'MyMarket',
      ]),
    );
  });

  it('should keep the dialog open when the purchase could not be sent and retry it with the same idempotency key; a new Buy Now gets a new one', async () => {
    const keys: string[] = [];
    const failed = marketPurchase('p-2', {
      listingId: 'l-kofi',
      status: 'FAILED',
      failureReason: 'INSUFFICIENT_SPL',
    });
    renderMarketplace(
      [
        always(listingsMock([kofiListing])),
        always(myMarketMock({ balance: 20_000 })),
        buyListingMock('l-kofi', keys, { error: new Error('Failed to fetch') }),
        buyListingMock('l-kofi', keys, { purchase: failed }),
        buyListingMock('l-kofi', keys, { error: new Error('Failed to fetch') }),
      ],
      'alice',
    );
    await waitFor(() => expect(listingCards()).toHaveLength(1));
    await screen.findByText(/20,000/);

    await userEvent.click(screen.getByRole('button', { name: /Buy Now/ }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Confirm Purchase' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'The purchase could not be sent. Check your connection and try again.',
    );
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Try Again' }));

    // The server answered FAILED at once (nothing to follow): the reason, in the buyer's words.
    expect(await screen.findByText('Purchase failed')).toBeVisible();
    expect(
      screen.getByText('You do not have enough SPL for this player. Nothing was charged.'),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);

    await userEvent.click(screen.getByRole('button', { name: /Buy Now/ }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Confirm Purchase' }));
    await within(dialog()).findByRole('alert');
    expect(keys).toHaveLength(3);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("should toast the server's refusal and take a listing someone else bought off the list", async () => {
    const keys: string[] = [];
    renderMarketplace(
      [
        listingsMock([kofiListing, hugoListing]),
        always(myMarketMock()),
        buyListingMock('l-kofi', keys, {
          graphQLError: new GraphQLError('This player has already been sold', {
            extensions: { code: 'CONFLICT', reason: 'ALREADY_SOLD' },
          }),
        }),
      ],
      'alice',
    );
    await waitFor(() => expect(listingCards()).toHaveLength(2));

    await userEvent.click(within(listingCard('Kofi Brannock')).getByRole('button', { name: /Buy Now/ }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Confirm Purchase' }));

    expect(await screen.findByText('This player has already been sold')).toBeVisible();
    expect(screen.getByText('Purchase failed')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(listingCards()).toHaveLength(1);
    expect(screen.getByText('Showing 1 of 1')).toBeVisible();
  });

  it('should not offer to confirm a purchase the balance cannot pay', async () => {
    renderMarketplace([listingsMock([kofiListing]), always(myMarketMock({ balance: 2_000 }))], 'alice');
    await waitFor(() => expect(listingCards()).toHaveLength(1));
    await screen.findByText(/2,000/);

    await userEvent.click(screen.getByRole('button', { name: /Buy Now/ }));

    expect(dialog()).toHaveTextContent(/Balance after\s*-10,500\s*SPL/);
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      'You need 10,500 SPL more to buy this player.',
    );
    expect(within(dialog()).getByRole('button', { name: 'Confirm Purchase' })).toBeDisabled();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should buy a new card from the product by its footballer and show it settled', async () => {
    const pending = marketPurchase('p-3', { footballerId: 'f-hugo', price: 500 });
    const keys: string[] = [];
    const { operations } = renderMarketplace(
      [
        always(listingsMock([])),
        always(offersMock([newCardOffer(hugo, { price: 500, remaining: 3 })])),
        always(myMarketMock({ balance: 1_000 })),
        {
          request: {
            query: BuyNewCardDocument,
            variables: (variables: Record<string, unknown>) => {
              keys.push(String(variables.idempotencyKey));
              return variables.footballerId === 'f-hugo';
            },
          },
          result: { data: { __typename: 'Mutation', buyNewCard: pending } },
        },
        purchaseMock({ ...pending, status: 'COMPLETED', cardId: 'card-new' }),
      ],
      'alice',
    );
    await screen.findByText('No Players Found');
    await userEvent.click(screen.getByRole('tab', { name: 'New Cards' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Buy Now: new Hugo Garrow card' }));

    expect(dialog()).toHaveTextContent('A new card from the product');
    expect(dialog()).toHaveTextContent(/Balance after\s*500\s*SPL/);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Confirm Purchase' }));

    expect(await screen.findByText('Hugo Garrow joined your squad for 500 SPL.')).toBeVisible();
    expect(keys).toHaveLength(1);
    expect(variablesOf(operations, 'BuyNewCard')).toEqual([
      { footballerId: 'f-hugo', expectedPrice: 500, idempotencyKey: keys[0] },
    ]);
  });

  it('should ask again at the new price when the seller changed it, and buy at it with a new purchase', async () => {
    const keys: string[] = [];
    const prices: number[] = [];
    const repriced = marketListing('l-kofi', kofi, { price: 13_000, seller: 'bob' });
    const pending = marketPurchase('p-4', { listingId: 'l-kofi', price: 13_000 });
    renderMarketplace(
      [
        listingsMock([kofiListing, hugoListing]),
        always(myMarketMock({ balance: 20_000 })),
        buyListingMock(
          'l-kofi',
          keys,
          {
            graphQLError: new GraphQLError('The price of this player changed from 12,500 to 13,000 SPL', {
              extensions: { code: 'CONFLICT', reason: 'PRICE_CHANGED' },
            }),
          },
          prices,
        ),
        // The page reads what the listing costs now.
        listingsMock([repriced], { search: 'Kofi Brannock', limit: 100 }),
        buyListingMock('l-kofi', keys, { purchase: pending }, prices),
        purchaseMock({ ...pending, status: 'COMPLETED', cardId: 'card-l-kofi' }),
        always(listingsMock([hugoListing])),
      ],
      'alice',
    );
    await waitFor(() => expect(listingCards()).toHaveLength(2));
    await screen.findByText(/20,000/);

    await userEvent.click(within(listingCard('Kofi Brannock')).getByRole('button', { name: /Buy Now/ }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Confirm Purchase' }));

    // Asked again once the page has read the price now.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The price of this player changed from 12,500 to 13,000 SPL. Nothing was charged: confirm to buy at the new price.',
    );
    expect(dialog()).toHaveTextContent(/Price\s*13,000\s*SPL/);
    expect(dialog()).toHaveTextContent(/Balance after\s*7,000\s*SPL/);
    expect(screen.queryByText('Purchase failed')).not.toBeInTheDocument();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Buy at New Price' }));

    expect(await screen.findByText('Kofi Brannock joined your squad for 13,000 SPL.')).toBeVisible();
    expect(prices).toEqual([12_500, 13_000]);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('should tell a buyer another manager got the listing first and take it off the list, nothing charged', async () => {
    const keys: string[] = [];
    const pending = marketPurchase('p-5', { listingId: 'l-kofi', price: 12_500 });
    renderMarketplace(
      [
        listingsMock([kofiListing, hugoListing]),
        always(myMarketMock({ balance: 20_000 })),
        buyListingMock('l-kofi', keys, { purchase: pending }),
        purchaseMock({ ...pending, status: 'FAILED', failureReason: 'LISTING_SOLD' }),
        always(listingsMock([hugoListing])),
      ],
      'alice',
    );
    await waitFor(() => expect(listingCards()).toHaveLength(2));
    await screen.findByText(/20,000/);

    await userEvent.click(within(listingCard('Kofi Brannock')).getByRole('button', { name: /Buy Now/ }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Confirm Purchase' }));

    expect(await screen.findByText('Purchase failed')).toBeVisible();
    expect(screen.getByText('Another manager bought this player first. Nothing was charged.')).toBeVisible();
    await waitFor(() => expect(listingCards()).toHaveLength(1));
    expect(screen.queryByRole('group', { name: 'Kofi Brannock' })).not.toBeInTheDocument();
  });

  it.each([
    [
      'BONUS_SPL_LOCKED',
      'Part of your SPL is bonus SPL that unlocks as you play gameweeks, and it cannot pay other managers yet. Nothing was charged.',
    ],
    ['LISTING_DELISTED', 'The seller took this player off the market. Nothing was charged.'],
    ['PRICE_CHANGED', 'The seller changed the price before your purchase went through. Nothing was charged.'],
  ])('should explain a purchase that failed with %s', async (failureReason, message) => {
    const keys: string[] = [];
    const pending = marketPurchase('p-6', { listingId: 'l-kofi', price: 12_500 });
    renderMarketplace(
      [
        always(listingsMock([kofiListing])),
        always(myMarketMock({ balance: 20_000 })),
        buyListingMock('l-kofi', keys, { purchase: pending }),
        purchaseMock({ ...pending, status: 'FAILED', failureReason }),
      ],
      'alice',
    );
    await waitFor(() => expect(listingCards()).toHaveLength(1));
    await screen.findByText(/20,000/);

    await userEvent.click(screen.getByRole('button', { name: /Buy Now/ }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Confirm Purchase' }));

    expect(await screen.findByText(message)).toBeVisible();
  });

  it('should take a listing sold to someone else off the open page when the market says it ended', async () => {
    const { subscriptions } = renderMarketplace(
      [listingsMock([kofiListing, hugoListing]), always(myMarketMock())],
      'alice',
    );
    await waitFor(() => expect(listingCards()).toHaveLength(2));
    await waitFor(() => expect(subscriptions.operation?.operationName).toBe('MarketListingEnded'));

    act(() =>
      subscriptions.simulateResult({
        result: {
          data: {
            __typename: 'Subscription',
            marketListingEnded: {
              __typename: 'MarketListingEnded',
              listingId: 'l-kofi',
              cardId: 'card-l-kofi',
              reason: 'SOLD',
            },
          },
        },
      }),
    );

    await waitFor(() => expect(listingCards()).toHaveLength(1));
    expect(screen.queryByRole('group', { name: 'Kofi Brannock' })).not.toBeInTheDocument();
    expect(listingCard('Hugo Garrow')).toBeVisible();
    expect(screen.getByText('Showing 1 of 1')).toBeVisible();
  });

  it('should tell the seller their own listing sold when it ends with SOLD', async () => {
    const own = marketListing('l-own', kofi, { seller: 'alice', price: 1_000 });
    const { subscriptions } = renderMarketplace(
      [
        always(listingsMock([own])),
        myMarketMock({ listings: [own] }),
        always(myMarketMock({ balance: 20_950 })),
      ],
      'alice',
    );
    await waitFor(() => expect(listingCards()).toHaveLength(1));
    await waitFor(() => expect(subscriptions.operation?.operationName).toBe('MarketListingEnded'));
    await screen.findByText(/20,000/);

    act(() =>
      subscriptions.simulateResult({
        result: {
          data: {
            __typename: 'Subscription',
            marketListingEnded: {
              __typename: 'MarketListingEnded',
              listingId: 'l-own',
              cardId: 'card-l-own',
              reason: 'SOLD',
            },
          },
        },
      }),
    );

    expect(await screen.findByText('Sold: Kofi Brannock')).toBeVisible();
    // The price less the 5 % market fee.
    expect(screen.getByText('You receive 950 SPL.')).toBeVisible();
    expect(await screen.findByText('No Players Found')).toBeVisible();
  });
});
