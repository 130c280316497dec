import { Injectable } from '@nestjs/common';
import { FixtureLocked, type MatchKickedOff } from '@sfl/contracts';
import { recordEvent, type PayloadOf } from '@sfl/events';
import type { EntityManager } from 'typeorm';
import { FixturesRepository } from './fixtures.repository';
import { LineupChangeCountRepository } from './lineup-change-count.repository';

/**
 * A match's kick-off locks its clubs' players (docs/squads.md, Locks), announced once with the number
 * of the gameweek's lineup changes made before it (FixtureLocked): whoever pays for what those players
 * do knows which changes to wait for, on whatever partition they travel.
 */
@Injectable()
export class FixtureLockService {
  constructor(
    private readonly fixtures: FixturesRepository,
    private readonly changeCount: LineupChangeCountRepository,
  ) {}

  async kickedOffIn(manager: EntityManager, kickedOff: PayloadOf<typeof MatchKickedOff>): Promise<void> {
    if (!(await this.fixtures.kickedOffIn(manager, kickedOff))) return;
    const { matchId, gameweek } = kickedOff.snapshot;
    await recordEvent(manager, FixtureLocked, {
      aggregateId: matchId,
      payload: {
        matchId,
        gameweek,
        lineupChangesBefore: await this.changeCount.soFarIn(manager, gameweek),
        lockedAt: new Date().toISOString(),
      },
    });
  }
}
