import type { GraphQLOperation } from '@sfl/testing';

export const formationsOperation = (): GraphQLOperation => ({
  query: 'query Formations { formations { formation slots { index group label x y } } }',
});

export const squadRulesOperation = (): GraphQLOperation => ({
  query: `query Rules { squadRules {
    formations squadSize starters benchSize captainMultiplier teamNameMaxLength
  } }`,
});
