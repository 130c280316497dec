import { Injectable } from '@nestjs/common';
import {
  GameweekDeadlinePassed,
  GameweekFinished,
  GameweeksScheduled,
  LineupLocked,
  ManagerGameweekPointsUpdated,
  SeasonStarted,
  UserRegistered,
} from '@sfl/contracts';
import { type ConsumerDefinition, handles } from '@sfl/events';
import { GameweekHooks } from './gameweek-hooks';
import { GameweekPointsRepository } from './gameweek-points.repository';
import { GameweeksRepository } from './gameweeks.repository';
import { ManagersRepository } from './managers.repository';

export const PROJECTIONS_CONSUMER = 'leagues.projections';

/**
 * Keeps this service's copies of usernames (users.events), gameweeks (matches.events) and the
 * managers' points per gameweek (squads.events) in step, and tells leagues and battles when a
 * gameweek moves on (GameweekHooks); each event applied once (processed_event).
 */
@Injectable()
export class ProjectionsConsumer {
  constructor(
    private readonly managers: ManagersRepository,
    private readonly gameweeks: GameweeksRepository,
    private readonly points: GameweekPointsRepository,
    private readonly hooks: GameweekHooks,
  ) {}

  definition(): ConsumerDefinition {
    return {
      name: PROJECTIONS_CONSUMER,
      handlers: [
        handles(UserRegistered, ({ payload }, manager) => this.managers.registerIn(manager, payload)),
        handles(SeasonStarted, ({ payload }, manager) => this.gameweeks.seasonStartedIn(manager, payload)),
        handles(GameweeksScheduled, ({ payload }, manager) => this.gameweeks.scheduledIn(manager, payload)),
        handles(GameweekDeadlinePassed, async ({ payload }, manager) => {
          await this.gameweeks.deadlinePassedIn(manager, payload.gameweek, payload.deadline);
          await this.hooks.deadlinePassed(manager, payload.gameweek);
        }),
        handles(GameweekFinished, async ({ payload }, manager) => {
          await this.gameweeks.finalPointsTurnIn(manager, payload.gameweek);
          await this.gameweeks.finishedIn(manager, payload.gameweek, payload.finishedAt);
          await this.hooks.pointsMayBeFinal(manager, payload.gameweek, null);
        }),
        handles(LineupLocked, ({ payload }, manager) =>
          this.points.lineupLockedIn(manager, payload.managerId, payload.gameweek),
        ),
        handles(ManagerGameweekPointsUpdated, async ({ payload }, manager) => {
          await this.gameweeks.finalPointsTurnIn(manager, payload.gameweek);
          await this.points.pointsUpdatedIn(manager, payload);
          if (payload.final) await this.hooks.pointsMayBeFinal(manager, payload.gameweek, payload.managerId);
        }),
      ],
    };
  }
}
