import type { TypePolicies } from '@apollo/client';

export const squadTypePolicies: TypePolicies = {
  // The signed-in manager's own squad and figures are the only ones the client reads: one cached object
  // each, so a saved squad or a new captain (mutation answers) shows on every page at once.
  Squad: { keyFields: [] },
  ManagerStats: { keyFields: [] },
};
