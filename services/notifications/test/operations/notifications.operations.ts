import type { GraphQLOperation } from '@sfl/testing';

const NOTIFICATION = 'id kind title body link createdAt readAt';

export const myNotificationsOperation = (
  page: { limit?: number; offset?: number } = {},
): GraphQLOperation => ({
  query: `query MyNotifications($limit: Int! = 20, $offset: Int! = 0) {
    myNotifications(limit: $limit, offset: $offset) { ${NOTIFICATION} } myUnreadNotificationCount }`,
  variables: { ...page },
});

export const markReadOperation = (ids: string[]): GraphQLOperation => ({
  query: 'mutation MarkRead($ids: [ID!]!) { markNotificationsRead(ids: $ids) }',
  variables: { ids },
});

export const markAllReadOperation = (): GraphQLOperation => ({
  query: 'mutation MarkAllRead { markAllNotificationsRead }',
});

export const myPreferencesOperation = (): GraphQLOperation => ({
  query: 'query MyNotificationPreferences { myNotificationPreferences { kind inApp email push } }',
});

export const setPreferenceOperation = (input: {
  kind: string;
  inApp: boolean;
  email: boolean;
  push: boolean;
}): GraphQLOperation => ({
  query: `mutation SetPreference($input: SetNotificationPreferenceInput!) {
    setNotificationPreference(input: $input) { kind inApp email push } }`,
  variables: { input },
});
