import type { TypePolicies } from '@apollo/client';
import { offsetListPolicy } from '@/lib/apollo-offset-page';

export const notificationTypePolicies: TypePolicies = {
  // A choice has no id of its own: one per kind, so a saved (or optimistic) one replaces the listed one.
  NotificationPreference: { keyFields: ['kind'] },
  // The bell's list, Load more adding pages after it; a read of the first page (reopened, reconnected) replaces it.
  Query: { fields: { myNotifications: offsetListPolicy() } },
};
