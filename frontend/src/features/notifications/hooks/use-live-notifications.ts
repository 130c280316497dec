import { useState } from 'react';
import { skipToken, useSubscription } from '@apollo/client/react';
import { addLiveNotification } from '@/features/notifications/api/notification-cache';
import { NotificationAddedDocument } from '@/features/notifications/api/notification-added.subscription';

/**
 * The signed-in manager's notifications as they are kept: each goes to the top of the bell's list and
 * bumps its count, without a reload. Answers false once the subscription was refused (the socket needs
 * the session cookie): the bell then reads its count every so often instead. Mount it once per account.
 */
export function useLiveNotifications(): boolean {
  const [refused, setRefused] = useState(false);
  useSubscription(
    NotificationAddedDocument,
    refused
      ? skipToken
      : {
          // The payload reaches the cache through addLiveNotification, never straight from the socket.
          fetchPolicy: 'no-cache',
          ignoreResults: true,
          onData: ({ client, data }) => {
            const notification = data.data?.notificationAdded;
            if (notification) addLiveNotification(client.cache, notification);
          },
          onError: () => setRefused(true),
        },
  );
  return !refused;
}
