import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { appTypePolicies } from '@/app/apollo-setup';
import { AppProviders } from '@/app/app-providers';
import { AppRoutes } from '@/app/app-routes';
import { createTestQueryClient } from '@/testing/test-query-client';
import { LocationProbe } from '@/testing/location-probe';

/**
 * The whole app (providers, layout, routes) in a memory router. `history` lists earlier entries, the last
 * one being the page that opens. Install a fetch mock (mockApi) first: the app asks for GET /api/user.
 */
export function renderApp(...history: [string, ...string[]]) {
  // Shell tests need no GraphQL data: an empty link answers nothing (pages show their error state) and never
  // touches the network. Pages with data have their own tests with MockedProvider.
  return renderAppWithLink(ApolloLink.empty(), ...history);
}

/**
 * The whole app as renderApp does, its GraphQL answered by `link` (e.g. createApolloTestLink's); the result
 * also hands out the app's Apollo client, whose cache a test may read.
 */
export function renderAppWithLink(link: ApolloLink, ...history: [string, ...string[]]) {
  const apolloClient = new ApolloClient({
    link,
    cache: new InMemoryCache({ typePolicies: appTypePolicies }),
  });
  const rendered = render(
    <MemoryRouter initialEntries={history} initialIndex={history.length - 1}>
      <AppProviders apolloClient={apolloClient} queryClient={createTestQueryClient()}>
        <AppRoutes />
        <LocationProbe />
      </AppProviders>
    </MemoryRouter>,
  );
  return { ...rendered, apolloClient };
}

/** The path the memory router is on. */
export function currentPath(): string | null {
  return screen.getByTestId('current-path').textContent;
}

/** The path and query the memory router is on: "/h2h?battle=b1". */
export function currentUrl(): string | null {
  return screen.getByTestId('current-url').textContent;
}
