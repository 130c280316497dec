import { Injectable } from '@nestjs/common';
import { ChampionshipCreated, ChampionshipPreRegistered, ChampionshipStatusChanged } from '@sfl/contracts';
import { type ConsumerDefinition, handles } from '@sfl/events';
import type { NotificationDraft } from '../notifications/notification-draft';
import { NotificationKeeper } from '../notifications/notification-keeper.service';
import { NamesRepository } from './names.repository';
import { championshipStatusNotice } from './notification-texts';
import { PreRegistrationsRepository } from './pre-registrations.repository';

export const CHAMPIONSHIPS_CONSUMER = 'notifications.championships';

/**
 * championships.events: every status change of a championship to each manager pre-registered for
 * it, on the channels their pre-registration asked for too. The championship and its
 * pre-registrations are recorded before its status changes, on the same key.
 */
@Injectable()
export class ChampionshipsConsumer {
  constructor(
    private readonly names: NamesRepository,
    private readonly preRegistrations: PreRegistrationsRepository,
    private readonly keeper: NotificationKeeper,
  ) {}

  definition(): ConsumerDefinition {
    return {
      name: CHAMPIONSHIPS_CONSUMER,
      handlers: [
        handles(ChampionshipCreated, ({ payload }, manager) =>
          this.names.saveChampionshipIn(manager, payload),
        ),
        // Pre-registrations recorded before they carried the choices ask for nothing beyond the app.
        handles(ChampionshipPreRegistered, ({ payload }, manager) =>
          this.preRegistrations.saveIn(manager, {
            championshipId: payload.championshipId,
            managerId: payload.managerId,
            notifyEmail: payload.notificationPreferences?.email ?? false,
            notifyPush: payload.notificationPreferences?.push ?? false,
          }),
        ),
        handles(ChampionshipStatusChanged, async ({ id, payload: changed }, manager) => {
          const championship = await this.names.championshipIn(manager, changed.championshipId);
          const notice = championshipStatusNotice(championship, changed.status);
          const entrants = await this.preRegistrations.ofChampionshipIn(manager, changed.championshipId);
          await this.keeper.keepIn(
            manager,
            entrants.map((entrant): NotificationDraft => ({
              sourceEventId: id,
              managerId: entrant.managerId,
              kind: 'CHAMPIONSHIP_STATUS',
              ...notice,
              asked: { email: entrant.notifyEmail, push: entrant.notifyPush },
            })),
          );
        }),
      ],
    };
  }
}
