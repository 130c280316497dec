// The GraphQL operations behind the REST facade's championship calls, and the REST bodies they make:
// the fields the REST calls name, with leagueType and status in lower case.

// The REST list is one page: as many as a page answers.
export const AVAILABLE_CHAMPIONSHIPS = `query FacadeChampionships { championships(limit: 100) {
  id name description leagueType status maxParticipants startDate registrationDeadline } }`;

// As many as one page answers: the page shows the first three and counts the rest.
export const CHAMPIONSHIP_PRE_REGISTRATIONS = `query FacadePreRegistrations($id: ID!) { championship(id: $id) {
  preRegistrations(limit: 100) { id manager { username } preferredFormation } } }`;

export const PRE_REGISTER = `mutation FacadePreRegister($id: ID!, $input: PreRegistrationInput!) {
  preRegisterForChampionship(championshipId: $id, input: $input) {
    updated preRegistration { id teamName preferredFormation notificationPreferences { email push } } } }`;

export const CHAMPIONSHIP_NOT_FOUND = 'Championship not found';

export interface Championship {
  leagueType: string;
  status: string;
}

export const withLowerCaseKinds = <T extends Championship>(championship: T): T => ({
  ...championship,
  leagueType: championship.leagueType.toLowerCase(),
  status: championship.status.toLowerCase(),
});

export interface PreRegistrations {
  championship: {
    preRegistrations: { id: string; manager: { username: string }; preferredFormation: string }[];
  } | null;
}

export const preRegistrationRows = (registrations: NonNullable<PreRegistrations['championship']>) =>
  registrations.preRegistrations.map(({ id, manager, preferredFormation }) => ({
    id,
    username: manager.username,
    preferredFormation,
  }));

export interface PreRegistered {
  preRegisterForChampionship: {
    updated: boolean;
    preRegistration: { id: string } & Record<string, unknown>;
  };
}

export const preRegisteredBody = (championshipId: string, data: PreRegistered) => {
  const { updated, preRegistration } = data.preRegisterForChampionship;
  const { id, ...choices } = preRegistration;
  return { id, championshipId, ...choices, updated };
};
