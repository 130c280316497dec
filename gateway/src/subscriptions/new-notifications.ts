import { type NotificationKind, NotificationCreated, notificationsTopic } from '@sfl/contracts';
import { type EventBus, type EventEnvelope, isEvent } from '@sfl/events';

/** subscriptions.graphql's Notification, as the notifications subgraph answers it: new, so unread. */
export interface LiveNotification {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  createdAt: string;
  readAt: null;
}

/** A notification and the manager it was kept for: only that manager's subscriptions receive it. */
export interface NotificationUpdate {
  managerId: string;
  notification: LiveNotification;
}

/** Follows notifications.events and hands each notification kept to `publish`. */
export function listenForNotifications(
  liveEvents: Pick<EventBus, 'listenLive'>,
  publish: (update: NotificationUpdate) => void,
): Promise<void> {
  return liveEvents.listenLive([notificationsTopic.name], (event) => {
    const update = notificationOf(event);
    if (update) publish(update);
  });
}

export function notificationOf(event: EventEnvelope): NotificationUpdate | null {
  if (!isEvent(event, NotificationCreated)) return null;
  const { notificationId, managerId, createdAt, ...notification } = event.payload;
  return {
    managerId,
    // DateTime as the subgraphs serialize it (UTC, milliseconds), whatever offset the event carried.
    notification: {
      id: notificationId,
      ...notification,
      createdAt: new Date(createdAt).toISOString(),
      readAt: null,
    },
  };
}
