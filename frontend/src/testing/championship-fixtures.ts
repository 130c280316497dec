import type { MockLink } from '@apollo/client/testing';
import {
  MyChampionshipEntryDocument,
  type Championship,
  type PreRegistration,
} from '@/features/championships';
import type { LeagueMembershipStatus } from '@/graphql/__generated__/graphql';
import { always } from '@/testing/apollo-test-link';

/** A championship as GET /api/championships/available answers it. */
export function championship(id: string, overrides: Partial<Championship> = {}): Championship {
  return {
    id,
    name: `Championship ${id}`,
    description: `About championship ${id}`,
    leagueType: 'super',
    status: 'pre_registration',
    maxParticipants: 64,
    startDate: '2026-12-05T15:00:00.000Z',
    registrationDeadline: '2026-12-04T12:30:00.000Z',
    ...overrides,
  };
}

/** `count` pre-registrations, most recent first, as GET /api/championships/{id}/pre-registrations answers. */
export function preRegistrations(count: number): PreRegistration[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `pr-${index + 1}`,
    username: `manager${index + 1}`,
    preferredFormation: index % 2 === 0 ? '4-4-2' : '3-5-2',
  }));
}

/** The signed-in manager's place in a championship: pre-registered, and their membership of its league. */
export type MyEntry = { registered?: boolean; membership?: LeagueMembershipStatus };

/** MyChampionshipEntry for championship `id`, answered from `entry()` each time it is read. */
export function myEntryMock(id: string, entry: () => MyEntry | undefined): MockLink.MockedResponse {
  return always({
    request: { query: MyChampionshipEntryDocument, variables: { id } },
    result: () => {
      const { registered = false, membership } = entry() ?? {};
      return {
        data: {
          championship: {
            __typename: 'Championship',
            id,
            myPreRegistration: registered
              ? { __typename: 'ChampionshipPreRegistration', id: `pr-me-${id}` }
              : null,
          },
          league: membership
            ? {
                __typename: 'League',
                id,
                myMembership: { __typename: 'LeagueMembership', id: `m-me-${id}`, status: membership },
              }
            : null,
        },
      };
    },
  });
}
