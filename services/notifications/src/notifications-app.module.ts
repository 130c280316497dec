import { type DynamicModule, Module } from '@nestjs/common';
import { subgraphAppModule, type SubgraphDependencies } from '@sfl/subgraph';
import {
  DEFAULT_NOTIFICATION_QUOTAS,
  type NotificationQuotas,
  PREFERENCE_QUOTA,
  READ_MARK_QUOTA,
} from './config/notifications.config';
import { notificationsEntities } from './database/notifications.entities';
import { notificationsMigrations } from './database/migrations';
import { NotificationsTypes } from './graphql-types';
import { NotificationsModule } from './notifications/notifications.module';
import { PreferencesModule } from './preferences/preferences.module';
import { SourcesModule } from './sources/sources.module';

export type NotificationsAppOptions = SubgraphDependencies & Partial<NotificationQuotas>;

@Module({})
export class NotificationsAppModule {
  static forRoot(options: NotificationsAppOptions): DynamicModule {
    return subgraphAppModule(NotificationsAppModule, {
      dependencies: options,
      typeScope: NotificationsTypes,
      database: { entities: notificationsEntities, migrations: notificationsMigrations },
      imports: [NotificationsModule, PreferencesModule, SourcesModule],
      runtimeProviders: [
        {
          provide: READ_MARK_QUOTA,
          useValue: options.readMarkQuota ?? DEFAULT_NOTIFICATION_QUOTAS.readMarkQuota,
        },
        {
          provide: PREFERENCE_QUOTA,
          useValue: options.preferenceQuota ?? DEFAULT_NOTIFICATION_QUOTAS.preferenceQuota,
        },
      ],
    });
  }
}
