import type { GraphQLOperation } from '@sfl/testing';

const SQUAD_FIELDS = `teamName formation
  slots { index group label x y card { id } }
  bench { id }
  captainCardId viceCaptainCardId
  ratings { overall chemistry attack defense }
  notices { id cardId message createdAt }`;

export interface SquadInput {
  teamName: string;
  formation: string;
  starters: (string | null)[];
  bench: string[];
  captainCardId?: string | null;
  viceCaptainCardId?: string | null;
}

export const mySquadOperation = (): GraphQLOperation => ({
  query: `query MySquad { mySquad { ${SQUAD_FIELDS} } }`,
});

export const mySquadLocksOperation = (): GraphQLOperation => ({
  query: `query MySquadLocks { mySquad { locks { gameweek live nextLockAt cards { cardId lockAt locked } } } }`,
});

export const myNoticesOperation = (page: { limit?: number; offset?: number }): GraphQLOperation => ({
  query: `query MyNotices($limit: Int, $offset: Int) {
    mySquad { notices(limit: $limit, offset: $offset) { id cardId message createdAt } } }`,
  variables: page,
});

export const saveSquadOperation = (input: SquadInput): GraphQLOperation => ({
  query: `mutation Save($input: SaveSquadInput!) { saveSquad(input: $input) { ${SQUAD_FIELDS} } }`,
  variables: { input },
});

export const setCaptainOperation = (cardId: string): GraphQLOperation => ({
  query: `mutation Captain($cardId: ID!) { setCaptain(cardId: $cardId) { captainCardId viceCaptainCardId } }`,
  variables: { cardId },
});

export const dismissNoticeOperation = (id: string): GraphQLOperation => ({
  query: 'mutation Dismiss($id: ID!) { dismissSquadNotice(id: $id) }',
  variables: { id },
});
