import type { GraphQLOperation } from '@sfl/testing';

const PRE_REGISTRATION = `id manager { id } teamName preferredFormation
  notificationPreferences { email push } registeredAt`;
const CHAMPIONSHIP = `id name description leagueType status maxParticipants startDate registrationDeadline
  startGameweek endGameweek preRegistrationCount`;

/** A page's variables: those not given take the field's defaults. */
export interface PageVariables {
  limit?: number;
  offset?: number;
}

export const championshipsOperation = (page: PageVariables = {}): GraphQLOperation => ({
  query: `query Championships($limit: Int! = 100, $offset: Int! = 0) {
    championships(limit: $limit, offset: $offset) { ${CHAMPIONSHIP} } }`,
  variables: { ...page },
});

export const championshipOperation = (id: string, page: PageVariables = {}): GraphQLOperation => ({
  query: `query Championship($id: ID!, $limit: Int! = 3, $offset: Int! = 0) { championship(id: $id) {
    ${CHAMPIONSHIP} preRegistrations(limit: $limit, offset: $offset) { ${PRE_REGISTRATION} }
    myPreRegistration { ${PRE_REGISTRATION} } } }`,
  variables: { id, ...page },
});

export const preRegisterOperation = (
  championshipId: string,
  input: Record<string, unknown> = {},
): GraphQLOperation => ({
  query: `mutation PreRegister($championshipId: ID!, $input: PreRegistrationInput!) {
    preRegisterForChampionship(championshipId: $championshipId, input: $input) {
      updated preRegistration { ${PRE_REGISTRATION} } } }`,
  variables: { championshipId, input },
});

export const createChampionshipOperation = (input: Record<string, unknown>): GraphQLOperation => ({
  query: `mutation CreateChampionship($input: CreateChampionshipInput!) {
    createChampionship(input: $input) { ${CHAMPIONSHIP} } }`,
  variables: { input },
});

export interface PreRegistrationView {
  id: string;
  manager: { id: string };
  teamName: string;
  preferredFormation: string;
  /** only the manager's own: null for anyone else */
  notificationPreferences: { email: boolean; push: boolean } | null;
  registeredAt: string;
}

export interface ChampionshipView {
  id: string;
  name: string;
  description: string;
  leagueType: string;
  status: string;
  maxParticipants: number;
  startDate: string;
  registrationDeadline: string | null;
  startGameweek: number;
  endGameweek: number;
  preRegistrationCount: number;
  preRegistrations?: PreRegistrationView[];
  myPreRegistration?: PreRegistrationView | null;
}
