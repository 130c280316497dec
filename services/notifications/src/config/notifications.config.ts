import { portField, positiveIntField, postgresUrlField } from '@sfl/config';
import { type ActionQuota, subgraphProcessConfigFields } from '@sfl/subgraph';
import { z } from 'zod';

/** How often one manager may mark notifications read and change a preference: notifications process and embedded mode. */
export const notificationQuotasConfigFields = {
  NOTIFICATION_READ_MARKS_PER_MINUTE: positiveIntField(60),
  NOTIFICATION_PREFERENCE_CHANGES_PER_MINUTE: positiveIntField(30),
};

type NotificationQuotasConfig = z.output<z.ZodObject<typeof notificationQuotasConfigFields>>;

export interface NotificationQuotas {
  /** markNotificationsRead and markAllNotificationsRead calls per manager, together */
  readMarkQuota: ActionQuota;
  /** setNotificationPreference calls per manager */
  preferenceQuota: ActionQuota;
}

export function notificationQuotasFrom(config: NotificationQuotasConfig): NotificationQuotas {
  return {
    readMarkQuota: { limit: config.NOTIFICATION_READ_MARKS_PER_MINUTE, windowMs: 60_000 },
    preferenceQuota: { limit: config.NOTIFICATION_PREFERENCE_CHANGES_PER_MINUTE, windowMs: 60_000 },
  };
}

/** The documented defaults, for apps built without a configuration (tests, tools). */
export const DEFAULT_NOTIFICATION_QUOTAS = notificationQuotasFrom(
  z.object(notificationQuotasConfigFields).parse({}),
);

/** Injection tokens of the quotas in force: `ActionQuota`. */
export const READ_MARK_QUOTA = Symbol('READ_MARK_QUOTA');
export const PREFERENCE_QUOTA = Symbol('PREFERENCE_QUOTA');

/** Environment of the notifications subgraph when it runs as its own process (services mode). */
export const notificationsConfigSchema = z.object({
  NOTIFICATIONS_PORT: portField(4008),
  NOTIFICATIONS_HOST: z.string().default('127.0.0.1'),
  NOTIFICATIONS_DATABASE_URL: postgresUrlField(),
  ...notificationQuotasConfigFields,
  ...subgraphProcessConfigFields,
});

export type NotificationsConfig = z.output<typeof notificationsConfigSchema>;
