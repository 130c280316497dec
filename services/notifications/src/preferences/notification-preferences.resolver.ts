import { UseGuards } from '@nestjs/common';
import { Args, Directive, Mutation, Query, Resolver } from '@nestjs/graphql';
import { NOTIFICATION_KINDS } from '@sfl/contracts';
import { CurrentUserId, SignedInGuard } from '@sfl/auth-context';
import { SetNotificationPreferenceInput } from './dto/set-notification-preference.input';
import { NotificationPreferenceModel } from './models/notification-preference.model';
import { NotificationPreferencesService } from './notification-preferences.service';

@Resolver()
@UseGuards(SignedInGuard)
export class NotificationPreferencesResolver {
  constructor(private readonly preferences: NotificationPreferencesService) {}

  @Directive(`@listSize(assumedSize: ${NOTIFICATION_KINDS.length})`)
  @Query(() => [NotificationPreferenceModel], {
    description: 'Signed-in: your choice for every kind of notification, the defaults where you made none.',
  })
  myNotificationPreferences(@CurrentUserId() managerId: string): Promise<NotificationPreferenceModel[]> {
    return this.preferences.mine(managerId);
  }

  @Mutation(() => NotificationPreferenceModel, {
    description: 'Signed-in: sets your choice for one kind of notification, from the next one on.',
  })
  setNotificationPreference(
    @Args('input') input: SetNotificationPreferenceInput,
    @CurrentUserId() managerId: string,
  ): Promise<NotificationPreferenceModel> {
    return this.preferences.set(managerId, input);
  }
}
