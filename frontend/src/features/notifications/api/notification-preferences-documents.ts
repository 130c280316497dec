import { graphql } from '@/graphql/__generated__';

/** /settings/notifications' one query: the manager's choice for every kind, in the schema's order. */
export const MyNotificationPreferencesDocument = graphql(`
  query MyNotificationPreferences {
    myNotificationPreferences {
      ...NotificationPreferenceRow_preference
    }
  }
`);

/** One kind's three channels, from the next notification on; answers the choice as kept. */
export const SetNotificationPreferenceDocument = graphql(`
  mutation SetNotificationPreference($input: SetNotificationPreferenceInput!) {
    setNotificationPreference(input: $input) {
      ...NotificationPreferenceRow_preference
    }
  }
`);
