import { ApolloLink, type TypedDocumentNode } from '@apollo/client';
import { MockLink, MockSubscriptionLink } from '@apollo/client/testing';
import { GraphQLError, OperationTypeNode } from 'graphql';
import { createAppLinks } from '@/app/apollo-setup';

/**
 * The app's own links, then queries and mutations answered from `mocks` (MockLink) and subscriptions pushed
 * by the test (`subscriptions.simulateResult`); `onSessionLost` hears an UNAUTHENTICATED answer. Pass `link` to
 * MockedProvider.
 */
export function createApolloTestLink(
  mocks: ReadonlyArray<MockLink.MockedResponse>,
  { onSessionLost = () => undefined }: { onSessionLost?: () => void } = {},
) {
  const subscriptions = new MockSubscriptionLink();
  const link = ApolloLink.from([
    ...createAppLinks({ onSessionLost }),
    ApolloLink.split(
      ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
      subscriptions,
      new MockLink(mocks, { defaultOptions: { delay: 0 } }),
    ),
  ]);
  return { link, subscriptions };
}

export type SentOperation = { name: string; variables: Record<string, unknown> };

/** createApolloTestLink's link, recording every operation sent (`operations`, in order). */
export function createRecordingTestLink(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  const operations: SentOperation[] = [];
  const recorder = new ApolloLink((operation, forward) => {
    operations.push({ name: operation.operationName ?? '', variables: operation.variables });
    return forward(operation);
  });
  const { link, subscriptions } = createApolloTestLink(mocks);
  return { link: ApolloLink.from([recorder, link]), subscriptions, operations };
}

/** The variables of every operation called `name`, in order. */
export function variablesOf(operations: SentOperation[], name: string) {
  return operations.filter((operation) => operation.name === name).map((operation) => operation.variables);
}

/** A mock that answers any number of reads. */
export function always(mock: MockLink.MockedResponse): MockLink.MockedResponse {
  return { ...mock, maxUsageCount: Number.POSITIVE_INFINITY };
}

/** A mutation answered with `answer` in `field` of its data, or refused with the GraphQL error. */
export function mutationMock<TData, TVariables extends Record<string, unknown>>(
  mutation: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  field: keyof TData & string,
  answer: unknown,
): MockLink.MockedResponse {
  return {
    request: { query: mutation, variables },
    result:
      answer instanceof GraphQLError
        ? { errors: [answer] }
        : { data: { __typename: 'Mutation', [field]: answer } },
  };
}
