import { Module } from '@nestjs/common';
import { PreferencesModule } from '../preferences/preferences.module';
import { NotificationKeeper } from './notification-keeper.service';
import { NotificationRetention } from './notification-retention';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsResolver } from './notifications.resolver';
import { NotificationsService } from './notifications.service';

@Module({
  imports: [PreferencesModule],
  providers: [
    NotificationsRepository,
    NotificationKeeper,
    NotificationsService,
    NotificationsResolver,
    NotificationRetention,
  ],
  exports: [NotificationKeeper, NotificationRetention],
})
export class NotificationsModule {}
