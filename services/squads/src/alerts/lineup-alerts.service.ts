import { Injectable } from '@nestjs/common';
import {
  FieldedPlayerInjured,
  type GameweekLockApproaching,
  type InjuryReported,
  LineupIncomplete,
} from '@sfl/contracts';
import { recordEvents, type PayloadOf } from '@sfl/events';
import type { EntityManager } from 'typeorm';
import { LineupAlertsRepository } from './lineup-alerts.repository';

// Outbox rows per statement: each row takes 8 parameters, PostgreSQL allows 65,535.
const EVENTS_PER_STATEMENT = 1_000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += EVENTS_PER_STATEMENT)
    out.push(items.slice(start, start + EVENTS_PER_STATEMENT));
  return out;
}

/**
 * What matches' news means for each manager's lineup (docs/squads.md, Lineup alerts): one event per
 * manager concerned, keyed by the manager, in the transaction that marks the matches event applied,
 * so a redelivery records nothing new.
 */
@Injectable()
export class LineupAlertsService {
  constructor(private readonly alerts: LineupAlertsRepository) {}

  async injuryReportedIn(manager: EntityManager, injury: PayloadOf<typeof InjuryReported>): Promise<void> {
    const fielding = await this.alerts.fieldingIn(manager, injury.footballerId);
    for (const chunk of chunks(fielding))
      await recordEvents(
        manager,
        FieldedPlayerInjured,
        chunk.map(({ managerId, role, footballerName, clubName }) => ({
          aggregateId: managerId,
          payload: {
            managerId,
            injuryId: injury.injuryId,
            footballerId: injury.footballerId,
            footballerName,
            clubName,
            role,
            status: injury.status,
            expectedReturn: injury.expectedReturn,
          },
        })),
      );
  }

  async lockApproachingIn(
    manager: EntityManager,
    { gameweek, deadline }: PayloadOf<typeof GameweekLockApproaching>,
  ): Promise<void> {
    const incomplete = await this.alerts.incompleteIn(manager, gameweek);
    for (const chunk of chunks(incomplete))
      await recordEvents(
        manager,
        LineupIncomplete,
        chunk.map(({ managerId, starters }) => ({
          aggregateId: managerId,
          payload: { managerId, gameweek, deadline, starters },
        })),
      );
  }
}
