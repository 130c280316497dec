import { Field, InputType } from '@nestjs/graphql';
import type { NotificationKind } from '@sfl/contracts';
import { NotificationsTypes } from '../../graphql-types';
import { NotificationKindEnum } from '../../notifications/models/notification-kind.enum';

@InputType({ registerIn: NotificationsTypes })
export class SetNotificationPreferenceInput {
  @Field(() => NotificationKindEnum)
  kind: NotificationKind;

  @Field()
  inApp: boolean;

  @Field()
  email: boolean;

  @Field()
  push: boolean;
}
