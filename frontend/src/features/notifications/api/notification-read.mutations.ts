import { graphql } from '@/graphql/__generated__';

/** Marks these notifications read; answers how many of them were unread. */
export const MarkNotificationsReadDocument = graphql(`
  mutation MarkNotificationsRead($ids: [ID!]!) {
    markNotificationsRead(ids: $ids)
  }
`);

/** Marks every notification of the manager's read; answers how many were unread. */
export const MarkAllNotificationsReadDocument = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead
  }
`);
