export { createNotificationsApp } from './create-notifications-app';
export type { NotificationsAppOptions } from './notifications-app.module';
export {
  notificationsConfigSchema,
  type NotificationsConfig,
  notificationQuotasConfigFields,
  notificationQuotasFrom,
} from './config/notifications.config';
export { notificationsMigrations } from './database/migrations';
export { notificationsEntities } from './database/notifications.entities';
