import { Injectable } from '@nestjs/common';
import { ChampionshipOpened, ChampionshipStatusChanged, type ChampionshipStatus } from '@sfl/contracts';
import { recordEvent } from '@sfl/events';
import type { EntityManager } from 'typeorm';
import { GameweeksRepository } from '../gameweeks/gameweeks.repository';
import { type GameweekProgress, statusesBetween, statusFor } from './championship-status';
import { ChampionshipsRepository } from './championships.repository';
import type { ChampionshipEntity } from './entities/championship.entity';
import { PreRegistrationsRepository } from './pre-registrations.repository';

/**
 * Moves championships on to the status the gameweeks and the clock call for, in the caller's
 * transaction on rows it locked: ChampionshipStatusChanged for every status passed, and
 * ChampionshipOpened (its entrants) when it becomes active. Applying the same facts again changes
 * nothing, so redelivered events and concurrent checks are harmless.
 */
@Injectable()
export class ChampionshipStatusService {
  constructor(
    private readonly championships: ChampionshipsRepository,
    private readonly gameweeks: GameweeksRepository,
    private readonly preRegistrations: PreRegistrationsRepository,
  ) {}

  /** Every championship not completed yet. */
  async advanceAllIn(manager: EntityManager, now: Date): Promise<void> {
    const unfinished = await this.championships.lockUnfinishedIn(manager);
    if (unfinished.length === 0) return;
    const progress = await this.gameweeks.progressIn(manager);
    for (const championship of unfinished) await this.advance(manager, championship, progress, now);
  }

  /** One championship the caller locked. */
  async advanceIn(manager: EntityManager, championship: ChampionshipEntity, now: Date): Promise<void> {
    await this.advance(manager, championship, await this.gameweeks.progressIn(manager), now);
  }

  private async advance(
    manager: EntityManager,
    championship: ChampionshipEntity,
    progress: GameweekProgress,
    now: Date,
  ): Promise<void> {
    const passed = statusesBetween(championship.status, statusFor(championship, progress, now));
    for (const status of passed) await this.enter(manager, championship, status, now);
  }

  private async enter(
    manager: EntityManager,
    championship: ChampionshipEntity,
    status: ChampionshipStatus,
    now: Date,
  ): Promise<void> {
    const completedAt =
      status === 'completed' ? await this.gameweeks.finishedAtIn(manager, championship.endGameweek) : null;
    await this.championships.setStatusIn(manager, championship.id, status, completedAt);
    championship.status = status;
    championship.completedAt = completedAt;
    await recordEvent(manager, ChampionshipStatusChanged, {
      aggregateId: championship.id,
      payload: { championshipId: championship.id, status, changedAt: now.toISOString() },
    });
    if (status === 'active') await this.open(manager, championship, now);
  }

  // The leagues service turns this into the championship's league, its entrants its first members.
  private async open(manager: EntityManager, championship: ChampionshipEntity, now: Date): Promise<void> {
    await recordEvent(manager, ChampionshipOpened, {
      aggregateId: championship.id,
      payload: {
        championshipId: championship.id,
        name: championship.name,
        description: championship.description,
        leagueType: championship.leagueType,
        maxParticipants: championship.maxParticipants,
        startGameweek: championship.startGameweek,
        endGameweek: championship.endGameweek,
        entrantIds: await this.preRegistrations.entrantIdsIn(
          manager,
          championship.id,
          championship.maxParticipants,
        ),
        openedAt: now.toISOString(),
      },
    });
  }
}
