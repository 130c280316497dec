import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { appTypePolicies } from '@/app/apollo-setup';
import { MarketplacePage } from '@/app/routes/marketplace-page';
import { Toaster } from '@/components/ui/toast';
import { createRecordingTestLink } from '@/testing/apollo-test-link';
import { LocationProbe } from '@/testing/location-probe';
import { TestCurrentUser } from '@/testing/test-current-user';

export { always, variablesOf } from '@/testing/apollo-test-link';

/**
 * /marketplace (or `path`, with its query) as the app shows it, signed in as `username` (id user-<username>) or a visitor. Queries and
 * mutations are answered by `mocks`; subscription payloads are pushed with `subscriptions.simulateResult`;
 * `operations` lists what was sent, in order; `gate` holds operations back until released.
 */
export function renderMarketplace(
  mocks: MockLink.MockedResponse[],
  username: string | null = null,
  path = '/marketplace',
) {
  const { link, subscriptions, operations, gate } = createRecordingTestLink(mocks);
  render(
    <MockedProvider link={link} cache={new InMemoryCache({ typePolicies: appTypePolicies })}>
      <TestCurrentUser username={username}>
        <MemoryRouter initialEntries={[path]}>
          <MarketplacePage />
          <LocationProbe />
          <Toaster />
        </MemoryRouter>
      </TestCurrentUser>
    </MockedProvider>,
  );
  return { operations, subscriptions, gate };
}

export const forSale = () => screen.getByRole('list', { name: 'Players for sale' });
export const listingCards = () => within(forSale()).queryAllByTestId('market-listing');
export function listingCard(name: string) {
  return within(forSale()).getByRole('group', { name });
}
