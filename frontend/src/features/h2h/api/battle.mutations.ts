import { graphql } from '@/graphql/__generated__';

export const CreateBattleDocument = graphql(`
  mutation CreateBattle($input: CreateBattleInput!) {
    createBattle(input: $input) {
      ...BattleFields
    }
  }
`);

export const AcceptBattleDocument = graphql(`
  mutation AcceptBattle($battleId: ID!) {
    acceptBattle(battleId: $battleId) {
      ...BattleFields
    }
  }
`);

export const CancelBattleDocument = graphql(`
  mutation CancelBattle($battleId: ID!) {
    cancelBattle(battleId: $battleId) {
      ...BattleFields
    }
  }
`);
