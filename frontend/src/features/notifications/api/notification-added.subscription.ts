import { graphql } from '@/graphql/__generated__';

/** Each notification kept for the signed-in manager, as it is kept (unread). */
export const NotificationAddedDocument = graphql(`
  subscription NotificationAdded {
    notificationAdded {
      id
      ...NotificationItem_notification
    }
  }
`);
