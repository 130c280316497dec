import { Inject, Injectable } from '@nestjs/common';
import { GameweekLockApproaching } from '@sfl/contracts';
import { recordEvents } from '@sfl/events';
import { DEFAULT_WORLD_OPTIONS, WORLD_OPTIONS, type WorldOptions } from '../config/matches.config';
import { LockRemindersRepository } from './lock-reminders.repository';

const HOUR_MS = 60 * 60_000;

/**
 * How long before a gameweek's deadline its lock reminder comes: an hour, or in a compressed
 * calendar an eighth of its gameweek (an hour before would be gameweeks early there).
 */
export function lockReminderLeadMs(gameweekLengthMinutes: number): number {
  return Math.min(HOUR_MS, (gameweekLengthMinutes * 60_000) / 8);
}

/**
 * Lock reminders follow the game clock: once game time is within the lead of a gameweek's deadline
 * (its first scheduled kick-off) and none of its matches has kicked off, GameweekLockApproaching is
 * recorded once for it, with the row that says so (docs/gameweeks.md, Lock reminders).
 */
@Injectable()
export class LockReminders {
  private readonly leadMs: number;

  constructor(
    private readonly reminders: LockRemindersRepository,
    @Inject(WORLD_OPTIONS) world: WorldOptions,
  ) {
    this.leadMs = lockReminderLeadMs(
      world.gameweekLengthMinutes ?? DEFAULT_WORLD_OPTIONS.gameweekLengthMinutes,
    );
  }

  /** Records the reminders due at game time `now`; answers how many. */
  recordDue(now: Date): Promise<number> {
    return this.reminders.transaction(async (manager) => {
      const due = await this.reminders.recordDueIn(manager, new Date(now.getTime() + this.leadMs), now);
      await recordEvents(
        manager,
        GameweekLockApproaching,
        due.map(({ gameweek, deadline, firstMatchId }) => ({
          aggregateId: firstMatchId,
          payload: { gameweek, deadline: deadline.toISOString(), firstMatchId },
        })),
      );
      return due.length;
    });
  }

  /** When the next reminder is due (`now` when one already is); null when none is waiting. */
  async nextDueAfter(now: Date): Promise<Date | null> {
    const deadline = await this.reminders.nextUnremindedDeadline();
    if (!deadline) return null;
    return new Date(Math.max(now.getTime(), deadline.getTime() - this.leadMs));
  }
}
