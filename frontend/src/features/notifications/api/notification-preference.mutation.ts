import { graphql } from '@/graphql/__generated__';

/** One kind's three channels, from the next notification on; answers the choice as kept. */
export const SetNotificationPreferenceDocument = graphql(`
  mutation SetNotificationPreference($input: SetNotificationPreferenceInput!) {
    setNotificationPreference(input: $input) {
      ...NotificationPreferenceRow_preference
    }
  }
`);
