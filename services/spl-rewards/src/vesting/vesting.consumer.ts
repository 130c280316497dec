import { Injectable } from '@nestjs/common';
import { GameweekFinished, LineupLocked } from '@sfl/contracts';
import { type ConsumerDefinition, handles } from '@sfl/events';
import { VestingRepository } from './vesting.repository';

export const VESTING_CONSUMER = 'spl-rewards.vesting';

/**
 * The gameweeks each manager has played, which unlock his bonus SPL (docs/ledger.md, Bonus SPL):
 * squads.events LineupLocked and matches.events GameweekFinished, in either order. Each event
 * applied once (processed_event); both inserts are idempotent anyway.
 */
@Injectable()
export class VestingConsumer {
  constructor(private readonly vesting: VestingRepository) {}

  definition(): ConsumerDefinition {
    return {
      name: VESTING_CONSUMER,
      handlers: [
        handles(LineupLocked, ({ payload }, manager) =>
          this.vesting.recordLineupIn(manager, payload.managerId, payload.gameweek),
        ),
        handles(GameweekFinished, ({ payload }, manager) =>
          this.vesting.recordFinishedIn(manager, payload.gameweek, new Date(payload.finishedAt)),
        ),
      ],
    };
  }
}
