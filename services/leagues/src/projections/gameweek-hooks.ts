import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** What leagues and battles do when a gameweek moves on; each runs in the event's transaction. */
export interface GameweekListener {
  /** The gameweek's deadline passed: its lineups are locked and it is being played. */
  deadlinePassed?(manager: EntityManager, gameweek: number): Promise<void>;
  /**
   * The gameweek's points may have become final: it finished (`managerIds` null), or these managers'
   * final figures came (only what they play in can have become final).
   */
  pointsMayBeFinal?(
    manager: EntityManager,
    gameweek: number,
    managerIds: readonly string[] | null,
  ): Promise<void>;
}

/**
 * Where the features listen for the projections' gameweek changes: the projection is written
 * first, in the same transaction, so a listener reads it as it now stands.
 */
@Injectable()
export class GameweekHooks {
  private readonly listeners: GameweekListener[] = [];

  listen(listener: GameweekListener): void {
    this.listeners.push(listener);
  }

  async deadlinePassed(manager: EntityManager, gameweek: number): Promise<void> {
    for (const listener of this.listeners) await listener.deadlinePassed?.(manager, gameweek);
  }

  async pointsMayBeFinal(
    manager: EntityManager,
    gameweek: number,
    managerIds: readonly string[] | null,
  ): Promise<void> {
    for (const listener of this.listeners) await listener.pointsMayBeFinal?.(manager, gameweek, managerIds);
  }
}
