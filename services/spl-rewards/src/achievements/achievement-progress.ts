import { type AchievementId, EARLY_ADOPTER_MANAGERS } from '@sfl/contracts';

/** A card counts for Legend Collector when its footballer's overall is at least this. */
export const LEGEND_OVERALL = 90;

/**
 * Each achievement's progress for the manager `subject` (an SQL expression: a parameter, a column),
 * as one scalar SQL expression over the facts AchievementFactsService keeps
 * (docs/achievements.md); the caller caps it at maxProgress.
 */
export const PROGRESS_SQL: Record<AchievementId, (subject: string) => string> = {
  'first-goal': (subject) =>
    `(SELECT count(*) FROM (SELECT 1 FROM achievement_goal WHERE manager_id = ${subject} LIMIT 1) AS goal)`,
  // the most goals one fielded footballer scored for the manager in one match
  'hat-trick-hero': (subject) => `(SELECT coalesce(max(goals), 0) FROM (
      SELECT count(*) AS goals FROM achievement_goal WHERE manager_id = ${subject} GROUP BY match_id, footballer_id
    ) AS per_match)`,
  'century-club': (subject) =>
    `(SELECT coalesce(max(total_points), 0) FROM achievement_points WHERE manager_id = ${subject})`,
  // distinct counterparties of trades at or above the price floor (only those are recorded); a
  // seller's counts once a deadline passed between getting the card and selling it
  'market-master': (subject) => `(SELECT count(DISTINCT trade.counterparty_id) FROM achievement_trade AS trade
      WHERE trade.manager_id = ${subject} AND (trade.side = 'BUYER' OR EXISTS (
        SELECT 1 FROM achievement_deadline AS passed
        WHERE passed.deadline > trade.held_since AND passed.deadline <= trade.traded_at)))`,
  // cards of 90+ footballers held since before the latest deadline passed
  'legend-collector': (subject) => `(SELECT count(*) FROM achievement_card AS card
      JOIN footballer ON footballer.id = card.footballer_id
      WHERE card.owner_id = ${subject} AND footballer.overall >= ${LEGEND_OVERALL}
        AND card.changed_at < (SELECT max(deadline) FROM achievement_deadline))`,
  'league-champion': (subject) =>
    `(SELECT count(*) FROM (SELECT 1 FROM achievement_league_win WHERE manager_id = ${subject} LIMIT 1) AS win)`,
  // 1 when fewer than EARLY_ADOPTER_MANAGERS registrations recorded here came before the manager's
  // (by registeredAt, then id); the inner LIMIT bounds the count to that many index entries
  'early-adopter': (subject) => `(SELECT count(*) FROM manager AS m WHERE m.id = ${subject} AND (
      SELECT count(*) FROM (
        SELECT 1 FROM manager AS earlier WHERE (earlier.registered_at, earlier.id) < (m.registered_at, m.id)
        LIMIT ${EARLY_ADOPTER_MANAGERS}
      ) AS before) < ${EARLY_ADOPTER_MANAGERS})`,
};
