import { Injectable } from '@nestjs/common';
import {
  FootballerPerformanceUpdated,
  GameweekDeadlinePassed,
  GameweekFinished,
  GameweeksScheduled,
  MatchFinished,
  MatchKickedOff,
} from '@sfl/contracts';
import { type ConsumerDefinition, handles, handlesMany } from '@sfl/events';
import { FixtureLockService } from '../locks/fixture-lock.service';
import { FixturesRepository } from '../locks/fixtures.repository';
import { ManagerPointsService } from './manager-points.service';

export const MANAGER_POINTS_CONSUMER = 'squads.manager-points';

/**
 * matches.events → fixtures and their kick-offs (the players' locks), lineups and managers' points;
 * each event applied once (processed_event). A match's kick-off comes before its performances on
 * its partition, so no performance of a player is applied here while his change is still allowed;
 * its end comes after them, so points are final only once every match has ended here.
 */
@Injectable()
export class ManagerPointsConsumer {
  constructor(
    private readonly points: ManagerPointsService,
    private readonly fixtures: FixturesRepository,
    private readonly fixtureLocks: FixtureLockService,
  ) {}

  definition(): ConsumerDefinition {
    return {
      name: MANAGER_POINTS_CONSUMER,
      // Figures come by the thousand at a busy moment: a batch of them rescores each lineup once.
      // Every other event goes alone: a lineup change locks its lineup, then the fixtures and the
      // gameweek; a kick-off or a match's end in one transaction with figures would lock them the
      // other way round, and the two could deadlock.
      batch: { maxEvents: 200, othersAlone: true },
      handlers: [
        handles(GameweeksScheduled, ({ payload }, manager) => this.fixtures.scheduleIn(manager, payload)),
        handles(MatchKickedOff, ({ payload }, manager) => this.fixtureLocks.kickedOffIn(manager, payload)),
        handles(GameweekDeadlinePassed, ({ payload, occurredAt }, manager) =>
          this.points.lockLineups(manager, payload.gameweek, {
            deadline: new Date(payload.deadline),
            passedAt: new Date(occurredAt),
          }),
        ),
        handlesMany(FootballerPerformanceUpdated, (events, manager) =>
          this.points.recordPerformances(
            manager,
            events.map(({ payload }) => ({
              matchId: payload.matchId,
              gameweek: payload.gameweek,
              footballerId: payload.footballerId,
              points: payload.points,
              minutes: payload.minutesPlayed,
            })),
          ),
        ),
        handles(MatchFinished, ({ payload }, manager) =>
          this.points.finishMatch(manager, {
            matchId: payload.snapshot.matchId,
            gameweek: payload.snapshot.gameweek,
          }),
        ),
        handles(GameweekFinished, ({ payload }, manager) =>
          this.points.finishGameweek(manager, payload.gameweek, new Date(payload.finishedAt)),
        ),
      ],
    };
  }
}
