import { Injectable } from '@nestjs/common';
import { GameweekFinished, LineupChanged, LineupLocked } from '@sfl/contracts';
import { type ConsumerDefinition, handles } from '@sfl/events';
import { LineupLocksRepository } from './lineup-locks.repository';

export const LINEUP_LOCKS_CONSUMER = 'nft.lineup-locks';

/**
 * Which cards are in a locked lineup whose gameweek is not final, and which gameweeks each manager
 * has played (docs/market.md): squads.events LineupLocked locks a manager's XI and bench for the
 * gameweek and LineupChanged replaces them when he changes it before its players' kick-offs
 * (docs/squads.md, Locks), matches.events GameweekFinished releases the gameweek and makes it played for every
 * manager who locked a lineup for it. Each event applied once (processed_event), in either order.
 */
@Injectable()
export class LineupLocksConsumer {
  constructor(private readonly locks: LineupLocksRepository) {}

  definition(): ConsumerDefinition {
    return {
      name: LINEUP_LOCKS_CONSUMER,
      handlers: [
        handles(LineupLocked, ({ payload }, manager) =>
          this.locks.lockIn(manager, {
            managerId: payload.managerId,
            gameweek: payload.gameweek,
            cardIds: [...payload.starters, ...payload.bench].map((player) => player.cardId),
          }),
        ),
        handles(LineupChanged, ({ payload }, manager) =>
          this.locks.changeIn(manager, {
            managerId: payload.managerId,
            gameweek: payload.gameweek,
            cardIds: [...payload.starters, ...payload.bench].map((player) => player.cardId),
          }),
        ),
        handles(GameweekFinished, ({ payload }, manager) =>
          this.locks.releaseIn(manager, payload.gameweek, new Date(payload.finishedAt)),
        ),
      ],
    };
  }
}
