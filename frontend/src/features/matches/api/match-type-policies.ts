import type { TypePolicies } from '@apollo/client';

export const matchTypePolicies: TypePolicies = {
  // No id of its own: a footballer's points are unique per gameweek.
  FootballerPerformance: { keyFields: ['gameweek', 'footballer', ['id']] },
};
