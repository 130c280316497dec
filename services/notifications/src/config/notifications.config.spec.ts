import { parseConfig } from '@sfl/config';
import { notificationQuotasFrom, notificationsConfigSchema } from './notifications.config';

describe('notifications config', () => {
  const required = {
    NOTIFICATIONS_DATABASE_URL: 'postgres://localhost/notifications',
    INTERNAL_SECRET: 'x'.repeat(32),
    REDIS_URL: 'redis://127.0.0.1:6379',
  };

  it('should default the port to 4008 on the loopback address, with per-minute quotas', () => {
    const config = parseConfig(notificationsConfigSchema, required);
    expect(config).toMatchObject({ NOTIFICATIONS_PORT: 4008, NOTIFICATIONS_HOST: '127.0.0.1' });
    expect(notificationQuotasFrom(config)).toEqual({
      readMarkQuota: { limit: 60, windowMs: 60_000 },
      preferenceQuota: { limit: 30, windowMs: 60_000 },
    });
  });

  it('should take the quotas from the environment', () => {
    const config = parseConfig(notificationsConfigSchema, {
      ...required,
      NOTIFICATION_READ_MARKS_PER_MINUTE: '5',
      NOTIFICATION_PREFERENCE_CHANGES_PER_MINUTE: '2',
    });
    expect(notificationQuotasFrom(config)).toEqual({
      readMarkQuota: { limit: 5, windowMs: 60_000 },
      preferenceQuota: { limit: 2, windowMs: 60_000 },
    });
  });
});
