import { Injectable } from '@nestjs/common';
import { FieldedPlayerInjured, LineupIncomplete } from '@sfl/contracts';
import { type ConsumerDefinition, handles } from '@sfl/events';
import { NotificationKeeper } from '../notifications/notification-keeper.service';
import { lockReminderNotice, playerInjuredNotice } from './notification-texts';

export const SQUADS_CONSUMER = 'notifications.squads';

/**
 * squads.events: an injury to a footballer a manager fields and a lineup short of starters before
 * its lock, each already addressed to one manager by squads (which holds the lineups).
 */
@Injectable()
export class SquadsConsumer {
  constructor(private readonly keeper: NotificationKeeper) {}

  definition(): ConsumerDefinition {
    return {
      name: SQUADS_CONSUMER,
      handlers: [
        handles(FieldedPlayerInjured, ({ id, payload }, manager) =>
          this.keeper.keepIn(manager, [
            {
              sourceEventId: id,
              managerId: payload.managerId,
              kind: 'PLAYER_INJURED',
              ...playerInjuredNotice(payload),
            },
          ]),
        ),
        handles(LineupIncomplete, ({ id, payload }, manager) =>
          this.keeper.keepIn(manager, [
            {
              sourceEventId: id,
              managerId: payload.managerId,
              kind: 'LOCK_REMINDER',
              ...lockReminderNotice(payload),
            },
          ]),
        ),
      ],
    };
  }
}
