import { graphql } from '@/graphql/__generated__';

/**
 * The squad builder reads the caller's cards 50 at a time (both queries below ask for this many): with each
 * footballer's figures and market, a page of the server's default 100 would pass the gateway's query cost.
 */
export const SQUAD_BUILDER_CARDS_PAGE = 50;

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
    myCards(limit: 50) {
      ...PlayerCardFields
      ...PlayerCardFiguresFields
    }
  }
`);

/** The caller's cards after the first `offset`: the squad builder reads every page (a manager may own more). */
export const MyCardsFromDocument = graphql(`
  query MyCardsFrom($offset: Int!) {
    myCards(limit: 50, offset: $offset) {
      ...PlayerCardFields
      ...PlayerCardFiguresFields
    }
  }
`);
