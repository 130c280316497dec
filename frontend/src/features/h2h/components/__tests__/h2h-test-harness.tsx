import { ApolloLink, InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { appTypePolicies } from '@/app/apollo-setup';
import { H2hPage } from '@/app/routes/h2h-page';
import { Toaster } from '@/components/ui/toast';
import {
  MyBattlesDocument,
  NextGameweekDocument,
  OpenBattlesDocument,
} from '@/features/h2h/api/battle.queries';
import type { BattleFieldsFragment } from '@/graphql/__generated__/graphql';
import { createApolloTestLink } from '@/testing/apollo-test-link';
import { TestCurrentUser } from '@/testing/test-current-user';

export type SentOperation = { name: string; variables: Record<string, unknown> };

/** What the fake server holds; tests change it and the next read answers it. */
export type BattleServer = { mine: BattleFieldsFragment[]; open: BattleFieldsFragment[] };

/** The next gameweek the fake server answers: a battle created now is for it. */
export const NEXT_GAMEWEEK = {
  __typename: 'Gameweek',
  number: 8,
  deadline: '2026-12-12T11:00:00.000Z',
} as const;

/** MyBattles and OpenBattles answered from `server`, and NextGameweek, as often as they are read. */
function listMocks(server: BattleServer): MockLink.MockedResponse[] {
  return [
    {
      request: { query: MyBattlesDocument },
      result: () => ({ data: { __typename: 'Query', myBattles: server.mine } }),
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: OpenBattlesDocument },
      result: () => ({ data: { __typename: 'Query', openBattles: server.open } }),
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: NextGameweekDocument },
      result: () => ({ data: { __typename: 'Query', nextGameweek: NEXT_GAMEWEEK } }),
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ];
}

/**
 * /h2h (or `path`, e.g. /h2h?battle=b1) signed in as alice (id user-alice), its lists answered from `server`
 * and `mocks` answering the mutations; `operations` lists what was sent, in order.
 */
export function renderH2h(server: BattleServer, mocks: MockLink.MockedResponse[] = [], path = '/h2h') {
  const operations: SentOperation[] = [];
  const recorder = new ApolloLink((operation, forward) => {
    operations.push({ name: operation.operationName ?? '', variables: operation.variables });
    return forward(operation);
  });
  const { link } = createApolloTestLink([...mocks, ...listMocks(server)]);
  render(
    <MockedProvider
      link={ApolloLink.from([recorder, link])}
      cache={new InMemoryCache({ typePolicies: appTypePolicies })}
    >
      <TestCurrentUser username="alice">
        <MemoryRouter initialEntries={[path]}>
          <H2hPage />
          <Toaster />
        </MemoryRouter>
      </TestCurrentUser>
    </MockedProvider>,
  );
  return { operations };
}

export function countOf(operations: SentOperation[], name: string): number {
  return operations.filter((operation) => operation.name === name).length;
}

/** The battle card titled `title` (e.g. 'vs bob'). */
export const battleCard = (title: string) => screen.getByRole('group', { name: title });
export const findBattleCard = (title: string) => screen.findByRole('group', { name: title });
