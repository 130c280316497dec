import { ApolloLink, Observable, type TypedDocumentNode } from '@apollo/client';
import { MockLink, MockSubscriptionLink } from '@apollo/client/testing';
import { GraphQLError, OperationTypeNode } from 'graphql';
import { createAppLinks } from '@/app/apollo-setup';

/**
 * Holds back the operations named by `hold(name)` until `release()`: the test sees the page before their
 * answer comes (an optimistic change), then lets the mocked answer through.
 */
function createGateLink() {
  const held = new Set<string>();
  const waiting: (() => void)[] = [];
  const link = new ApolloLink((operation, forward) => {
    if (!held.has(operation.operationName ?? '')) return forward(operation);
    return new Observable((observer) => {
      let subscription: { unsubscribe: () => void } | undefined;
      waiting.push(() => {
        subscription = forward(operation).subscribe(observer);
      });
      return () => subscription?.unsubscribe();
    });
  });
  return {
    link,
    hold: (name: string) => void held.add(name),
    /** Sends what was held (and stops holding). */
    release: () => {
      held.clear();
      for (const send of waiting.splice(0)) send();
    },
  };
}

export type OperationGate = Omit<ReturnType<typeof createGateLink>, 'link'>;

/**
 * The app's own links, then queries and mutations answered from `mocks` (MockLink) and subscriptions pushed
 * by the test (`subscriptions.simulateResult`); `onSessionLost` hears an UNAUTHENTICATED answer; `gate` holds
 * back operations until the test releases them. Pass `link` to MockedProvider.
 */
export function createApolloTestLink(
  mocks: ReadonlyArray<MockLink.MockedResponse>,
  { onSessionLost = () => undefined }: { onSessionLost?: () => void } = {},
) {
  const subscriptions = new MockSubscriptionLink();
  const { link: gateLink, ...gate } = createGateLink();
  const link = ApolloLink.from([
    ...createAppLinks({ onSessionLost }),
    gateLink,
    ApolloLink.split(
      ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
      subscriptions,
      new MockLink(mocks, { defaultOptions: { delay: 0 } }),
    ),
  ]);
  return { link, subscriptions, gate: gate as OperationGate };
}

export type SentOperation = { name: string; variables: Record<string, unknown> };

/** createApolloTestLink's link, recording every operation sent (`operations`, in order). */
export function createRecordingTestLink(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  const operations: SentOperation[] = [];
  const recorder = new ApolloLink((operation, forward) => {
    operations.push({ name: operation.operationName ?? '', variables: operation.variables });
    return forward(operation);
  });
  const { link, subscriptions, gate } = createApolloTestLink(mocks);
  return { link: ApolloLink.from([recorder, link]), subscriptions, operations, gate };
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
