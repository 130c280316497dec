import { Inject, Injectable } from '@nestjs/common';
import { GameweekDeadlinePassed, GameweekFinished, GameweeksScheduled, SeasonStarted } from '@sfl/contracts';
import { type ConsumerDefinition, handles } from '@sfl/events';
import { CLOCK, type Clock } from '@sfl/subgraph';
import type { EntityManager } from 'typeorm';
import { GameweeksRepository } from '../gameweeks/gameweeks.repository';
import { ChampionshipStatusService } from './championship-status.service';
import { DefaultScheduleService } from './default-schedule.service';

export const MATCHES_CONSUMER = 'championships.gameweeks';

/**
 * Keeps the projection of matches' seasons and gameweeks, and in the same transaction creates the
 * default championships now due and moves every championship on; each event applied once
 * (processed_event), and applying one again changes nothing.
 */
@Injectable()
export class MatchesConsumer {
  constructor(
    private readonly gameweeks: GameweeksRepository,
    private readonly defaults: DefaultScheduleService,
    private readonly statuses: ChampionshipStatusService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  definition(): ConsumerDefinition {
    return {
      name: MATCHES_CONSUMER,
      handlers: [
        handles(SeasonStarted, ({ payload }, manager) =>
          this.projected(manager, () => this.gameweeks.startSeasonIn(manager, payload)),
        ),
        handles(GameweeksScheduled, ({ payload }, manager) =>
          this.projected(manager, () => this.gameweeks.scheduleIn(manager, payload)),
        ),
        handles(GameweekDeadlinePassed, ({ payload }, manager) =>
          this.projected(manager, () =>
            this.gameweeks.deadlinePassedIn(manager, payload.gameweek, payload.deadline),
          ),
        ),
        handles(GameweekFinished, ({ payload }, manager) =>
          this.projected(manager, () =>
            this.gameweeks.finishedIn(manager, payload.gameweek, payload.finishedAt),
          ),
        ),
      ],
    };
  }

  // After the projection changed: new default championships first, so they start in the right status.
  private async projected(manager: EntityManager, project: () => Promise<void>): Promise<void> {
    await project();
    const now = new Date(this.clock.now());
    await this.defaults.createDueIn(manager, now);
    await this.statuses.advanceAllIn(manager, now);
  }
}
