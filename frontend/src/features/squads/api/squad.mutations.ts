import { graphql } from '@/graphql/__generated__';

export const SaveSquadDocument = graphql(`
  mutation SaveSquad($input: SaveSquadInput!) {
    saveSquad(input: $input) {
      ...SquadFields
    }
  }
`);

export const SetCaptainDocument = graphql(`
  mutation SetCaptain($cardId: ID!) {
    setCaptain(cardId: $cardId) {
      ...SquadFields
    }
  }
`);

export const DismissSquadNoticeDocument = graphql(`
  mutation DismissSquadNotice($id: ID!) {
    dismissSquadNotice(id: $id)
  }
`);
