import { Field, ID, ObjectType } from '@nestjs/graphql';
import type { NotificationKind } from '@sfl/contracts';
import { NotificationsTypes } from '../../graphql-types';
import { NotificationKindEnum } from './notification-kind.enum';

@ObjectType('Notification', {
  registerIn: NotificationsTypes,
  description: 'Something that happened to the signed-in manager, newest first in their list.',
})
export class NotificationModel {
  @Field(() => ID)
  id: string;

  @Field(() => NotificationKindEnum)
  kind: NotificationKind;

  @Field()
  title: string;

  @Field({ description: 'More about it; may be empty.' })
  body: string;

  @Field({ description: 'The page of the app it concerns, e.g. /h2h?battle=<id> or /leagues/<id>.' })
  link: string;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When the manager marked it read; null while unread.' })
  readAt: Date | null;
}
