import { Injectable } from '@nestjs/common';
import { FootballerPerformanceUpdated, GameweekDeadlinePassed, GameweekFinished } from '@sfl/contracts';
import { type ConsumerDefinition, handles } from '@sfl/events';
import { ManagerPointsService } from './manager-points.service';

export const MANAGER_POINTS_CONSUMER = 'squads.manager-points';

/** matches.events → lineups and managers' points; each event applied once (processed_event). */
@Injectable()
export class ManagerPointsConsumer {
  constructor(private readonly points: ManagerPointsService) {}

  definition(): ConsumerDefinition {
    return {
      name: MANAGER_POINTS_CONSUMER,
      handlers: [
        handles(GameweekDeadlinePassed, ({ payload }, manager) =>
          this.points.lockLineups(manager, payload.gameweek, new Date(payload.deadline)),
        ),
        handles(FootballerPerformanceUpdated, ({ payload }, manager) =>
          this.points.recordPerformance(manager, {
            matchId: payload.matchId,
            gameweek: payload.gameweek,
            footballerId: payload.footballerId,
            points: payload.points,
            minutes: payload.minutesPlayed,
          }),
        ),
        handles(GameweekFinished, ({ payload }, manager) =>
          this.points.finishGameweek(manager, payload.gameweek, new Date(payload.finishedAt)),
        ),
      ],
    };
  }
}
