import type {
  InjuryCard_InjuryFragment,
  LiveMatchFieldsFragment,
  LiveMatchUpdatedSubscription,
  MatchTimeline_ActionFragment,
  TopPerformersPanel_PerformanceFragment,
} from '@/graphql/__generated__/graphql';

// Data generators for GraphQL mocks: typed by the generated documents, with overrides per test.

export const clubs = {
  ravenmoor: { __typename: 'Club', id: 'club-rav', name: 'Ravenmoor Rovers', shortName: 'RAV' },
  eldergate: { __typename: 'Club', id: 'club-eld', name: 'Eldergate Athletic', shortName: 'ELD' },
  stormhaven: { __typename: 'Club', id: 'club-sto', name: 'Stormhaven City', shortName: 'STO' },
  duskwater: { __typename: 'Club', id: 'club-dus', name: 'Duskwater Wanderers', shortName: 'DUS' },
  ironvale: { __typename: 'Club', id: 'club-iro', name: 'Ironvale Harriers', shortName: 'IRO' },
  silverport: { __typename: 'Club', id: 'club-sil', name: 'Silverport Albion', shortName: 'SIL' },
} as const satisfies Record<string, LiveMatchFieldsFragment['homeClub']>;

export function liveMatchRow(overrides: Partial<LiveMatchFieldsFragment> = {}): LiveMatchFieldsFragment {
  const homeScore = overrides.homeScore ?? 1;
  const awayScore = overrides.awayScore ?? 0;
  return {
    __typename: 'Match',
    id: 'match-1',
    gameweek: 7,
    status: 'LIVE',
    minute: 67,
    homeScore,
    awayScore,
    score: `${homeScore}-${awayScore}`,
    version: 5,
    homeClub: clubs.ravenmoor,
    awayClub: clubs.eldergate,
    ...overrides,
  };
}

type LiveMatchPayload = LiveMatchUpdatedSubscription['liveMatchUpdated']['match'];

/** A `liveMatchUpdated` result for `match` after a change: what the gateway pushes. */
export function liveMatchUpdate(
  match: LiveMatchFieldsFragment,
  change: Partial<Omit<LiveMatchPayload, '__typename' | 'homeClub' | 'awayClub'>>,
): { data: LiveMatchUpdatedSubscription } {
  const homeScore = change.homeScore ?? match.homeScore;
  const awayScore = change.awayScore ?? match.awayScore;
  return {
    data: {
      __typename: 'Subscription',
      liveMatchUpdated: {
        __typename: 'LiveMatchUpdate',
        match: {
          ...match,
          version: match.version + 1,
          ...change,
          homeScore,
          awayScore,
          score: `${homeScore}-${awayScore}`,
        },
      },
    },
  };
}

export function topPerformance(
  name: string,
  points: number,
  overrides: Partial<TopPerformersPanel_PerformanceFragment['footballer']> = {},
): TopPerformersPanel_PerformanceFragment {
  return {
    __typename: 'FootballerPerformance',
    gameweek: 7,
    points,
    goals: 1,
    assists: 0,
    footballer: {
      __typename: 'Footballer',
      id: `footballer-${name.toLowerCase().replace(/\W+/g, '-')}`,
      name,
      position: 'ST',
      club: { __typename: 'Club', id: clubs.ravenmoor.id, shortName: clubs.ravenmoor.shortName },
      ...overrides,
    },
  };
}

function footballer(name: string) {
  return {
    __typename: 'Footballer' as const,
    id: `footballer-${name.toLowerCase().replace(/\W+/g, '-')}`,
    name,
  };
}

export function matchAction(
  id: string,
  overrides: Partial<Omit<MatchTimeline_ActionFragment, 'footballer' | 'assist' | 'related'>> & {
    footballer?: string;
    assist?: string;
    related?: string;
  } = {},
): MatchTimeline_ActionFragment {
  const { footballer: scorer, assist, related, ...rest } = overrides;
  return {
    __typename: 'MatchAction',
    id,
    minute: 10,
    kind: 'GOAL',
    homeScore: 1,
    awayScore: 0,
    club: { __typename: 'Club', id: clubs.ravenmoor.id, shortName: clubs.ravenmoor.shortName },
    footballer: footballer(scorer ?? 'Aldo Ashwell'),
    assist: assist ? footballer(assist) : null,
    related: related ? footballer(related) : null,
    ...rest,
  };
}

export function injuryReport(overrides: Partial<InjuryCard_InjuryFragment> = {}): InjuryCard_InjuryFragment {
  return {
    __typename: 'Injury',
    id: 'injury-1',
    footballer: { __typename: 'Footballer', id: 'footballer-kofi' },
    playerName: 'Kofi Brannock',
    team: 'Ravenmoor Rovers',
    position: 'FWD',
    injury: 'Hamstring strain',
    severity: 'MODERATE',
    expectedReturn: '2026-06-20T00:00:00.000Z',
    status: 'DOUBTFUL',
    impactOnTeam: 'High',
    lastUpdate: '2026-06-12T14:05:00.000Z',
    ...overrides,
  };
}
