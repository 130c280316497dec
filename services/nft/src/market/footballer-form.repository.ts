import { Injectable } from '@nestjs/common';
import type { FootballerFormUpdated } from '@sfl/contracts';
import type { PayloadOf } from '@sfl/events';
import type { EntityManager } from 'typeorm';

/** The only code that writes footballer_form; the market's queries join it (market.repository.ts). */
@Injectable()
export class FootballerFormRepository {
  /** Keeps the footballer's latest figures: an update as of an earlier time than the row's changes nothing. */
  async applyIn(manager: EntityManager, update: PayloadOf<typeof FootballerFormUpdated>): Promise<void> {
    const next = update.nextFixture;
    await manager.query(
      `INSERT INTO footballer_form AS held (footballer_id, form, season_points, next_match_id, next_gameweek,
         next_kickoff_at, next_home, next_opponent_club_id, next_difficulty, as_of)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (footballer_id) DO UPDATE SET form = excluded.form, season_points = excluded.season_points,
         next_match_id = excluded.next_match_id, next_gameweek = excluded.next_gameweek,
         next_kickoff_at = excluded.next_kickoff_at, next_home = excluded.next_home,
         next_opponent_club_id = excluded.next_opponent_club_id, next_difficulty = excluded.next_difficulty,
         as_of = excluded.as_of
       WHERE held.as_of <= excluded.as_of`,
      [
        update.footballerId,
        update.form,
        update.seasonPoints,
        next?.matchId ?? null,
        next?.gameweek ?? null,
        next?.kickoffAt ?? null,
        next?.home ?? null,
        next?.opponentClubId ?? null,
        next?.difficulty ?? null,
        update.asOf,
      ],
    );
  }
}
