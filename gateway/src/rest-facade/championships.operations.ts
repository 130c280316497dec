// The GraphQL operations behind the REST facade's championship calls, and the REST bodies they make:
// the fields the REST calls name, with leagueType and status in lower case.

import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../graphql/__generated__';

// The REST list is one page: as many as a page answers.
export const AVAILABLE_CHAMPIONSHIPS = graphql(`
  query FacadeChampionships {
    championships(limit: 100) {
      id
      name
      description
      leagueType
      status
      maxParticipants
      startDate
      registrationDeadline
    }
  }
`);

// As many as one page answers: the page shows the first three and counts the rest.
export const CHAMPIONSHIP_PRE_REGISTRATIONS = graphql(`
  query FacadePreRegistrations($id: ID!) {
    championship(id: $id) {
      preRegistrations(limit: 100) {
        id
        manager {
          username
        }
        preferredFormation
      }
    }
  }
`);

export const PRE_REGISTER = graphql(`
  mutation FacadePreRegister($id: ID!, $input: PreRegistrationInput!) {
    preRegisterForChampionship(championshipId: $id, input: $input) {
      updated
      preRegistration {
        id
        teamName
        preferredFormation
        notificationPreferences {
          email
          push
        }
      }
    }
  }
`);

export const CHAMPIONSHIP_NOT_FOUND = 'Championship not found';

type AvailableChampionship = ResultOf<typeof AVAILABLE_CHAMPIONSHIPS>['championships'][number];

export const withLowerCaseKinds = (championship: AvailableChampionship) => ({
  ...championship,
  leagueType: championship.leagueType.toLowerCase(),
  status: championship.status.toLowerCase(),
});

/** An available championship as GET /api/championships/available answers it. */
export type ChampionshipRow = ReturnType<typeof withLowerCaseKinds>;

type PreRegistrations = NonNullable<ResultOf<typeof CHAMPIONSHIP_PRE_REGISTRATIONS>['championship']>;

export const preRegistrationRows = (registrations: PreRegistrations) =>
  registrations.preRegistrations.map(({ id, manager, preferredFormation }) => ({
    id,
    username: manager.username,
    preferredFormation,
  }));

export const preRegisteredBody = (championshipId: string, data: ResultOf<typeof PRE_REGISTER>) => {
  const { updated, preRegistration } = data.preRegisterForChampionship;
  const { id, ...choices } = preRegistration;
  return { id, championshipId, ...choices, updated };
};
