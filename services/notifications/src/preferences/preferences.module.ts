import { Module } from '@nestjs/common';
import { NotificationPreferencesRepository } from './notification-preferences.repository';
import { NotificationPreferencesResolver } from './notification-preferences.resolver';
import { NotificationPreferencesService } from './notification-preferences.service';

@Module({
  providers: [
    NotificationPreferencesRepository,
    NotificationPreferencesService,
    NotificationPreferencesResolver,
  ],
  exports: [NotificationPreferencesService],
})
export class PreferencesModule {}
