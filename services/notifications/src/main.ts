import { runSubgraphProcess } from '@sfl/subgraph';
import { notificationQuotasFrom, notificationsConfigSchema } from './config/notifications.config';
import { createNotificationsApp } from './create-notifications-app';

void runSubgraphProcess({
  service: 'notifications',
  schema: notificationsConfigSchema,
  endpoint: (config) => ({
    port: config.NOTIFICATIONS_PORT,
    host: config.NOTIFICATIONS_HOST,
    databaseUrl: config.NOTIFICATIONS_DATABASE_URL,
  }),
  createApp: (dependencies, config) =>
    createNotificationsApp({ ...dependencies, ...notificationQuotasFrom(config) }),
});
