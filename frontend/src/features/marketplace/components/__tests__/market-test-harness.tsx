import { ApolloLink, InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { appTypePolicies } from '@/app/apollo-setup';
import { MarketplacePage } from '@/app/routes/marketplace-page';
import { Toaster } from '@/components/ui/toast';
import { createApolloTestLink } from '@/testing/apollo-test-link';
import { LocationProbe } from '@/testing/location-probe';
import { TestCurrentUser } from '@/testing/test-current-user';

export type SentOperation = { name: string; variables: Record<string, unknown> };

/**
 * /marketplace as the app shows it, signed in as `username` (id user-<username>) or a visitor. Queries and
 * mutations are answered by `mocks`; subscription payloads are pushed with `subscriptions.simulateResult`;
 * `operations` lists what was sent, in order.
 */
export function renderMarketplace(mocks: MockLink.MockedResponse[], username: string | null = null) {
  const operations: SentOperation[] = [];
  const recorder = new ApolloLink((operation, forward) => {
    operations.push({ name: operation.operationName ?? '', variables: operation.variables });
    return forward(operation);
  });
  const { link, subscriptions } = createApolloTestLink(mocks);
  render(
    <MockedProvider
      link={ApolloLink.from([recorder, link])}
      cache={new InMemoryCache({ typePolicies: appTypePolicies })}
    >
      <TestCurrentUser username={username}>
        <MemoryRouter initialEntries={['/marketplace']}>
          <MarketplacePage />
          <LocationProbe />
          <Toaster />
        </MemoryRouter>
      </TestCurrentUser>
    </MockedProvider>,
  );
  return { operations, subscriptions };
}

/** The variables of every read of `name`, in order. */
export function variablesOf(operations: SentOperation[], name: string) {
  return operations.filter((operation) => operation.name === name).map((operation) => operation.variables);
}

export const forSale = () => screen.getByRole('list', { name: 'Players for sale' });
export const listingCards = () => within(forSale()).queryAllByTestId('market-listing');
export function listingCard(name: string) {
  return within(forSale()).getByRole('group', { name });
}
/** Mocks that answer any number of reads. */
export function always(mock: MockLink.MockedResponse): MockLink.MockedResponse {
  return { ...mock, maxUsageCount: Number.POSITIVE_INFINITY };
}
