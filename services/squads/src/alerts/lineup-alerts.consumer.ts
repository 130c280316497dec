import { Injectable } from '@nestjs/common';
import { GameweekLockApproaching, InjuryReported } from '@sfl/contracts';
import { type ConsumerDefinition, handles } from '@sfl/events';
import { LineupAlertsService } from './lineup-alerts.service';

export const LINEUP_ALERTS_CONSUMER = 'squads.lineup-alerts';

/**
 * matches.events → the managers an injury or a coming lock concerns (FieldedPlayerInjured,
 * LineupIncomplete on squads.events); each event applied once (processed_event).
 */
@Injectable()
export class LineupAlertsConsumer {
  constructor(private readonly alerts: LineupAlertsService) {}

  definition(): ConsumerDefinition {
    return {
      name: LINEUP_ALERTS_CONSUMER,
      handlers: [
        handles(InjuryReported, ({ payload }, manager) => this.alerts.injuryReportedIn(manager, payload)),
        handles(GameweekLockApproaching, ({ payload }, manager) =>
          this.alerts.lockApproachingIn(manager, payload),
        ),
      ],
    };
  }
}
