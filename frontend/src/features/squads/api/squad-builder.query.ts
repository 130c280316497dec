import { graphql } from '@/graphql/__generated__';

/** /squad's one query: the pitch layouts, the rules, the saved squad and the cards to choose from. */
export const SquadBuilderDocument = graphql(`
  query SquadBuilder {
    formations {
      ...FormationLayoutFields
    }
    squadRules {
      benchSize
      teamNameMaxLength
    }
    mySquad {
      ...SquadFields
    }
    myCards {
      ...PlayerCardFields
      ...PlayerCardFiguresFields
    }
  }
`);

/** The caller's cards after the first `offset`: the squad builder reads every page (a manager may own more). */
export const MyCardsFromDocument = graphql(`
  query MyCardsFrom($offset: Int!) {
    myCards(offset: $offset) {
      ...PlayerCardFields
      ...PlayerCardFiguresFields
    }
  }
`);
