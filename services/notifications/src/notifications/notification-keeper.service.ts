import { Inject, Injectable } from '@nestjs/common';
import { NotificationCreated } from '@sfl/contracts';
import { recordEvents } from '@sfl/events';
import { CLOCK, type Clock } from '@sfl/subgraph';
import type { EntityManager } from 'typeorm';
import { NotificationPreferencesService } from '../preferences/notification-preferences.service';
import type { DeliveryChannel } from './entities/notification-delivery.entity';
import type { NotificationDraft } from './notification-draft';
import { NotificationsRepository } from './notifications.repository';

/**
 * Keeps the notifications the sources draft, in the caller's (the event's) transaction and in a
 * fixed number of statements however many there are: those of a kind its manager turned off in
 * the app are dropped; each kept one gets a pending delivery per channel its manager wants it on
 * and a NotificationCreated for the live push. One already kept (the event applied again) is left
 * alone, with no second delivery or event.
 */
@Injectable()
export class NotificationKeeper {
  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly preferences: NotificationPreferencesService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async keepIn(manager: EntityManager, drafts: readonly NotificationDraft[]): Promise<void> {
    if (drafts.length === 0) return;
    const inForce = await this.preferences.inForceIn(manager, [...new Set(drafts.map((d) => d.managerId))]);
    const wanted = drafts.filter((draft) => inForce.of(draft.managerId, draft.kind).inApp);
    const now = new Date(this.clock.now());
    const kept = await this.notifications.insertNewIn(manager, wanted, now);
    if (kept.length === 0) return;

    const draftOf = new Map(wanted.map((draft) => [draftKey(draft), draft]));
    const deliveries = kept.flatMap((notification) => {
      const { asked } = draftOf.get(draftKey(notification))!;
      const preference = inForce.of(notification.managerId, notification.kind);
      const channels: DeliveryChannel[] = [];
      if (preference.email || asked?.email) channels.push('email');
      if (preference.push || asked?.push) channels.push('push');
      return channels.map((channel) => ({ notificationId: notification.id, channel }));
    });
    await this.notifications.addDeliveriesIn(manager, deliveries, now);
    await recordEvents(
      manager,
      NotificationCreated,
      kept.map(({ id, managerId, kind, title, body, link, createdAt }) => ({
        aggregateId: managerId,
        payload: {
          notificationId: id,
          managerId,
          kind,
          title,
          body,
          link,
          createdAt: createdAt.toISOString(),
        },
      })),
    );
  }
}

const draftKey = ({
  managerId,
  sourceEventId,
  kind,
}: Pick<NotificationDraft, 'managerId' | 'sourceEventId' | 'kind'>) =>
  `${managerId}:${sourceEventId}:${kind}`;
