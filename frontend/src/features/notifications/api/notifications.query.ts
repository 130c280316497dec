import { graphql } from '@/graphql/__generated__';

/** The bell's badge: how many of the signed-in manager's notifications are unread. */
export const MyUnreadNotificationCountDocument = graphql(`
  query MyUnreadNotificationCount {
    myUnreadNotificationCount
  }
`);

/** The bell's list, newest first, a page at a time (`offset` past what is shown: Load more). */
export const MyNotificationsDocument = graphql(`
  query MyNotifications($limit: Int!, $offset: Int!) {
    myNotifications(limit: $limit, offset: $offset) {
      id
      ...NotificationItem_notification
    }
  }
`);
