import { graphql } from '@/graphql/__generated__';

/** /settings/notifications' one query: the manager's choice for every kind, in the schema's order. */
export const MyNotificationPreferencesDocument = graphql(`
  query MyNotificationPreferences {
    myNotificationPreferences {
      ...NotificationPreferenceRow_preference
    }
  }
`);
