// The GraphQL operations behind GET /api/whitepaper: the rules as the services that apply them
// publish them. The squad rules are their own operation: squads may not be in the graph yet.

import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../graphql/__generated__';

export const GAME_RULES = graphql(`
  query FacadeGameRules {
    scoringRules {
      rule
      action
      note
      points {
        group
        points
      }
    }
    currentSeason {
      number
      firstGameweek
      lastGameweek
    }
  }
`);

export const SQUAD_RULES = graphql(`
  query FacadeSquadRules {
    squadRules {
      formations
      squadSize
      starters
      benchSize
      captainMultiplier
    }
  }
`);

export type GameRules = ResultOf<typeof GAME_RULES>;
export type SquadRules = ResultOf<typeof SQUAD_RULES>['squadRules'];
