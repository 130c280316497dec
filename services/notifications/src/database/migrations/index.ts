import { CreateEventTables1763800000000 } from '@sfl/events';
import { CreateNotificationsSchema1768000000000 } from './1768000000000-create-notifications-schema';

/** Every migration of the notifications database, oldest first. */
export const notificationsMigrations = [
  CreateEventTables1763800000000,
  CreateNotificationsSchema1768000000000,
];
