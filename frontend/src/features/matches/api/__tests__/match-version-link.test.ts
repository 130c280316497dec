import { describe, expect, it } from '@jest/globals';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { firstValueFrom, of } from 'rxjs';
import { LiveMatchUpdatedDocument } from '@/features/matches/api/live-match-updated.subscription';
import { LiveMatchesPollDocument } from '@/features/matches/api/live-matches-poll.query';
import { createMatchVersionLink } from '@/features/matches/api/match-version-link';
import type { LiveMatchFieldsFragment } from '@/graphql/__generated__/graphql';
import { liveMatchRow, liveMatchUpdate } from '@/testing/match-fixtures';

// The server's answers, in the order they arrive.
function clientAnswering(answers: object[]) {
  const server = new ApolloLink(() => of({ data: answers.shift() as Record<string, unknown> }));
  return new ApolloClient({
    link: ApolloLink.from([createMatchVersionLink(), server]),
    cache: new InMemoryCache(),
  });
}

function poll(client: ApolloClient) {
  return client
    .query({ query: LiveMatchesPollDocument, fetchPolicy: 'network-only' })
    .then(({ data }) => data?.liveMatches.map((m) => [m.id, m.score, m.minute, m.version]));
}

const pollAnswer = (...liveMatches: LiveMatchFieldsFragment[]) => ({ __typename: 'Query', liveMatches });

describe('match version link', () => {
  it('should give an older answer the newest live state it has seen', async () => {
    const client = clientAnswering([
      pollAnswer(liveMatchRow({ homeScore: 2, minute: 70, version: 6 })),
      // Computed before the goal, delivered after it.
      pollAnswer(liveMatchRow({ homeScore: 1, minute: 68, version: 5 })),
    ]);

    expect(await poll(client)).toEqual([['match-1', '2-0', 70, 6]]);
    expect(await poll(client)).toEqual([['match-1', '2-0', 70, 6]]);
  });

  it('should pass newer answers on unchanged, and other matches untouched', async () => {
    const other = liveMatchRow({ id: 'match-2', homeScore: 0, version: 1 });
    const client = clientAnswering([
      pollAnswer(liveMatchRow({ version: 6 })),
      pollAnswer(liveMatchRow({ homeScore: 3, minute: 80, version: 9 }), other),
    ]);

    await poll(client);

    expect(await poll(client)).toEqual([
      ['match-1', '3-0', 80, 9],
      ['match-2', '0-0', 67, 1],
    ]);
  });

  it('should learn from subscription payloads too', async () => {
    const match = liveMatchRow({ version: 5 });
    const client = clientAnswering([
      liveMatchUpdate(match, { awayScore: 1, minute: 75 }).data,
      pollAnswer(liveMatchRow({ minute: 74, version: 5 })),
    ]);

    await firstValueFrom(client.subscribe({ query: LiveMatchUpdatedDocument }));

    expect(await poll(client)).toEqual([['match-1', '1-1', 75, 6]]);
  });
});
