import { Field, ObjectType } from '@nestjs/graphql';
import type { NotificationKind } from '@sfl/contracts';
import { NotificationsTypes } from '../../graphql-types';
import { NotificationKindEnum } from '../../notifications/models/notification-kind.enum';

@ObjectType('NotificationPreference', {
  registerIn: NotificationsTypes,
  description: "The signed-in manager's choice for one kind of notification.",
})
export class NotificationPreferenceModel {
  @Field(() => NotificationKindEnum)
  kind: NotificationKind;

  @Field({ description: 'Kept and shown in the app (default on); off: not kept, nor sent.' })
  inApp: boolean;

  @Field({ description: 'Also sent by email (default off; no sender is connected yet).' })
  email: boolean;

  @Field({ description: 'Also sent as a push message (default off; no sender is connected yet).' })
  push: boolean;
}
