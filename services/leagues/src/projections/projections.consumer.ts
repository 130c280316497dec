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
import {
  type ConsumerDefinition,
  type EventEnvelope,
  handles,
  handlesMany,
  type PayloadOf,
} from '@sfl/events';
import type { EntityManager } from 'typeorm';
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
      // A deadline locks every manager's lineup and a final whistle moves everyone's points: a
      // batch of them is written in one statement, and what may have become final is checked once.
      batch: { maxEvents: 500 },
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
        handlesMany(LineupLocked, (events, manager) =>
          this.points.lineupsLockedIn(manager, payloadsOf(events)),
        ),
        handlesMany(ManagerGameweekPointsUpdated, (events, manager) =>
          this.pointsUpdated(manager, payloadsOf(events)),
        ),
      ],
    };
  }

  // In gameweek order, each gameweek's turn taken before its figures are written (as
  // GameweekFinished takes it), so a league or battle is settled on every final figure.
  private async pointsUpdated(
    manager: EntityManager,
    updates: readonly PayloadOf<typeof ManagerGameweekPointsUpdated>[],
  ): Promise<void> {
    const gameweeks = [...new Set(updates.map((update) => update.gameweek))].sort((a, b) => a - b);
    for (const gameweek of gameweeks) await this.gameweeks.finalPointsTurnIn(manager, gameweek);
    await this.points.pointsUpdatedIn(manager, updates);
    for (const gameweek of gameweeks) {
      const final = updates.filter((update) => update.final && update.gameweek === gameweek);
      if (final.length > 0)
        await this.hooks.pointsMayBeFinal(
          manager,
          gameweek,
          final.map((update) => update.managerId),
        );
    }
  }
}

const payloadsOf = <P>(events: readonly EventEnvelope<P>[]): P[] => events.map((event) => event.payload);
