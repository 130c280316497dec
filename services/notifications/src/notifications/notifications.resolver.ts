import { UseGuards } from '@nestjs/common';
import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUserId, SignedInGuard } from '@sfl/auth-context';
import { LimitArg, OffsetArg } from '@sfl/subgraph';
import { NotificationModel } from './models/notification.model';
import { NotificationsService } from './notifications.service';

@Resolver()
@UseGuards(SignedInGuard)
export class NotificationsResolver {
  constructor(private readonly notifications: NotificationsService) {}

  @Query(() => [NotificationModel], { description: 'Signed-in: your notifications, newest first.' })
  myNotifications(
    @LimitArg() limit: number,
    @OffsetArg() offset: number,
    @CurrentUserId() managerId: string,
  ): Promise<NotificationModel[]> {
    return this.notifications.mine(managerId, { limit, offset });
  }

  @Query(() => Int, { description: 'Signed-in: how many of your notifications are unread.' })
  myUnreadNotificationCount(@CurrentUserId() managerId: string): Promise<number> {
    return this.notifications.unreadCount(managerId);
  }

  @Mutation(() => Int, {
    description:
      'Signed-in: marks these of your notifications read (at most 100 ids); answers how many were unread. Ids that are not yours change nothing.',
  })
  markNotificationsRead(
    @Args('ids', { type: () => [ID] }) ids: string[],
    @CurrentUserId() managerId: string,
  ): Promise<number> {
    return this.notifications.markRead(managerId, ids);
  }

  @Mutation(() => Int, {
    description: 'Signed-in: marks all your notifications read; answers how many were unread.',
  })
  markAllNotificationsRead(@CurrentUserId() managerId: string): Promise<number> {
    return this.notifications.markAllRead(managerId);
  }
}
