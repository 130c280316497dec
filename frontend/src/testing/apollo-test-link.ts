import { ApolloLink } from '@apollo/client';
import { MockLink, MockSubscriptionLink } from '@apollo/client/testing';
import { OperationTypeNode } from 'graphql';
import { createAppLinks } from '@/app/apollo-setup';

/**
 * The app's own links, then queries and mutations answered from `mocks` (MockLink) and subscriptions pushed
 * by the test (`subscriptions.simulateResult`). Pass `link` to MockedProvider.
 */
export function createApolloTestLink(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  const subscriptions = new MockSubscriptionLink();
  const link = ApolloLink.from([
    ...createAppLinks(),
    ApolloLink.split(
      ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
      subscriptions,
      new MockLink(mocks, { defaultOptions: { delay: 0 } }),
    ),
  ]);
  return { link, subscriptions };
}
