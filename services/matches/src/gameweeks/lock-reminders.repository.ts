import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { GameweekLockReminderEntity } from './entities/gameweek-lock-reminder.entity';

/** A gameweek whose lock reminder was just recorded. */
export interface DueReminder {
  gameweek: number;
  deadline: Date;
  firstMatchId: string;
}

// Gameweeks none of whose matches has kicked off, with their deadline (first scheduled kick-off)
// and the match it is; the seasons' past gameweeks are not scanned.
const UPCOMING = `SELECT gameweek,
    min(kickoff_at) AS deadline,
    (array_agg(id ORDER BY kickoff_at, id))[1] AS first_match_id
  FROM match
  WHERE gameweek >= (SELECT min(gameweek) FROM match WHERE status = 'SCHEDULED')
  GROUP BY gameweek
  HAVING bool_and(status = 'SCHEDULED')`;

/** The only code that touches gameweek_lock_reminder. */
@Injectable()
export class LockRemindersRepository {
  constructor(
    @InjectRepository(GameweekLockReminderEntity)
    private readonly reminders: Repository<GameweekLockReminderEntity>,
  ) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.reminders.manager.transaction(work);
  }

  /**
   * Records a reminder for every gameweek not kicked off whose deadline is at or before `dueBy` and
   * that has none yet, in one statement; answers those it recorded (another transaction's are left).
   */
  async recordDueIn(manager: EntityManager, dueBy: Date, remindedAt: Date): Promise<DueReminder[]> {
    const rows: { gameweek: number; deadline: Date; first_match_id: string }[] = await manager.query(
      `WITH due AS (${UPCOMING} AND min(kickoff_at) <= $1)
       INSERT INTO gameweek_lock_reminder (gameweek, deadline, reminded_at)
       SELECT gameweek, deadline, $2 FROM due ORDER BY gameweek
       ON CONFLICT (gameweek) DO NOTHING
       RETURNING gameweek, deadline, (SELECT first_match_id FROM due WHERE due.gameweek = gameweek_lock_reminder.gameweek) AS first_match_id`,
      [dueBy, remindedAt],
    );
    return rows.map((row) => ({
      gameweek: row.gameweek,
      deadline: new Date(row.deadline),
      firstMatchId: row.first_match_id,
    }));
  }

  /** The earliest deadline of a gameweek not kicked off and not reminded yet (null when none). */
  async nextUnremindedDeadline(): Promise<Date | null> {
    const [row]: { deadline: Date }[] = await this.reminders.query(
      `SELECT u.deadline FROM (${UPCOMING}) u
       WHERE NOT EXISTS (SELECT 1 FROM gameweek_lock_reminder r WHERE r.gameweek = u.gameweek)
       ORDER BY u.deadline LIMIT 1`,
    );
    return row ? new Date(row.deadline) : null;
  }
}
