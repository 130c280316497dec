import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, within } from '@testing-library/react';
import { appTypePolicies } from '@/app/apollo-setup';
import { MatchDialogDocument } from '@/features/matches/api/match-dialog.query';
import { MatchDialog } from '@/features/matches/components/match-dialog';
import type { MatchDialog_MatchFragment } from '@/graphql/__generated__/graphql';
import { createApolloTestLink } from '@/testing/apollo-test-link';
import { liveMatchRow, matchAction } from '@/testing/match-fixtures';
import { TestCurrentUser } from '@/testing/test-current-user';
import { MemoryRouter } from 'react-router';

const MATCH_ID = 'match-1';

// Deliberately out of order: the dialog sorts by minute.
const actions = [
  matchAction('a-sub', {
    minute: 60,
    kind: 'SUBSTITUTION',
    footballer: 'Niklas Moravec',
    related: 'Enzo Tavernier',
  }),
  matchAction('a-goal', { minute: 12, footballer: 'Kofi Brannock', assist: 'Hugo Garrow' }),
  matchAction('a-yellow', { minute: 34, kind: 'YELLOW_CARD', footballer: 'Piet Drummond', homeScore: 1 }),
  matchAction('a-save', {
    minute: 55,
    kind: 'PENALTY_SAVED',
    footballer: 'Ivo Lindqvar',
    related: 'Jasper Kettering',
    club: { __typename: 'Club', id: 'club-eld', shortName: 'ELD' },
  }),
];

function matchDetail(overrides: Partial<MatchDialog_MatchFragment> = {}): MatchDialog_MatchFragment {
  return { ...liveMatchRow(), actions, ...overrides };
}

function matchMock(match: MatchDialog_MatchFragment | null): MockLink.MockedResponse {
  return {
    request: { query: MatchDialogDocument, variables: { id: MATCH_ID } },
    result: { data: { __typename: 'Query', match } },
  };
}

function renderDialog(mocks: MockLink.MockedResponse[], username: string | null = 'alice') {
  const { link, subscriptions } = createApolloTestLink(mocks);
  const onClose = jest.fn();
  render(
    <MemoryRouter>
      <MockedProvider link={link} cache={new InMemoryCache({ typePolicies: appTypePolicies })}>
        <TestCurrentUser username={username}>
          <MatchDialog matchId={MATCH_ID} onClose={onClose} />
        </TestCurrentUser>
      </MockedProvider>
    </MemoryRouter>,
  );
  return { subscriptions, onClose };
}

function timelineTexts(dialog: HTMLElement): (string | null)[] {
  return within(dialog)
    .getAllByTestId('timeline-action')
    .map((item) => item.textContent);
}

afterEach(() => {
  jest.useRealTimers();
});

describe('match dialog', () => {
  it('should show a skeleton, then the score and the timeline in minute order', async () => {
    renderDialog([matchMock(matchDetail())]);

    expect(screen.getByRole('dialog', { name: 'Loading match…' })).toBeInTheDocument();

    const dialog = await screen.findByRole('dialog', { name: 'Ravenmoor Rovers vs Eldergate Athletic' });
    expect(within(dialog).getByTestId('match-dialog-score')).toHaveTextContent('1-0');
    expect(dialog).toHaveTextContent("LIVE 67'");
    expect(dialog).toHaveTextContent('Gameweek 7');
    expect(timelineTexts(dialog)).toEqual([
      "12'Goal1-0RAVKofi BrannockAssist: Hugo Garrow",
      "34'Yellow cardRAVPiet Drummond",
      "55'Penalty savedELDIvo LindqvarTaken by Jasper Kettering",
      "60'SubstitutionRAVNiklas MoravecOff: Enzo Tavernier",
    ]);
  });

  it('should re-read the match when a matchAction arrives and show the new action', async () => {
    const ownGoal = matchAction('a-own', {
      minute: 70,
      kind: 'OWN_GOAL',
      footballer: 'Zeno Falconer',
      homeScore: 1,
      awayScore: 1,
      club: { __typename: 'Club', id: 'club-rav', shortName: 'RAV' },
    });
    const { subscriptions } = renderDialog([
      matchMock(matchDetail()),
      matchMock(
        matchDetail({ awayScore: 1, score: '1-1', minute: 70, version: 6, actions: [...actions, ownGoal] }),
      ),
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Ravenmoor Rovers vs Eldergate Athletic' });
    expect(subscriptions.operation?.operationName).toBe('MatchAction');
    expect(subscriptions.operation?.variables).toEqual({ matchId: MATCH_ID });

    act(() =>
      subscriptions.simulateResult({
        result: {
          data: {
            __typename: 'Subscription',
            matchAction: {
              __typename: 'LiveMatchAction',
              id: 'a-own',
              matchId: MATCH_ID,
              kind: 'OWN_GOAL',
              minute: 70,
            },
          },
        },
      }),
    );

    expect(await within(dialog).findByText('Zeno Falconer')).toBeInTheDocument();
    expect(timelineTexts(dialog).at(-1)).toBe("70'Own goal1-1RAVZeno Falconer");
    expect(within(dialog).getByTestId('match-dialog-score')).toHaveTextContent('1-1');
  });

  it('should poll the match every 15 s for a visitor instead of subscribing', async () => {
    jest.useFakeTimers();
    const { subscriptions } = renderDialog(
      [matchMock(matchDetail()), matchMock(matchDetail({ status: 'FT', minute: 90, version: 9 }))],
      null,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ravenmoor Rovers vs Eldergate Athletic' });
    expect(subscriptions.operation).toBeUndefined();

    await act(() => jest.advanceTimersByTimeAsync(15_000));

    expect(dialog).toHaveTextContent('FT');
    expect(dialog).not.toHaveTextContent('LIVE');
  });

  it('should say when the match does not exist', async () => {
    renderDialog([matchMock(null)]);

    expect(await screen.findByRole('dialog', { name: 'Match not found' })).toHaveTextContent(
      'There is no match with this link.',
    );
  });

  it('should say when the match cannot be loaded', async () => {
    renderDialog([
      { request: { query: MatchDialogDocument, variables: { id: MATCH_ID } }, error: new Error('down') },
    ]);

    expect(await screen.findByRole('dialog', { name: 'Match unavailable' })).toBeInTheDocument();
  });
});
