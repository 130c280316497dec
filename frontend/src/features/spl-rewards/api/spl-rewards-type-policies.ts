import type { TypePolicies } from '@apollo/client';
import { splStatementPolicy } from '@/features/spl-rewards/api/spl-statement-page-policy';

export const splRewardsTypePolicies: TypePolicies = {
  // The signed-in manager's own balance is the only one the client reads: one cached object, so the balance
  // a live award carries replaces it on every page at once.
  SplBalance: { keyFields: [] },
  Query: { fields: { splStatement: splStatementPolicy } },
};
