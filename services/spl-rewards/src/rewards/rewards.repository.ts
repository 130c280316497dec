import { Injectable } from '@nestjs/common';
import type { SplActionType } from '@sfl/contracts';
import { TIME_ORDERED_UUID_SQL } from '@sfl/database';
import type { Page } from '@sfl/subgraph';
import { DataSource, type EntityManager } from 'typeorm';
import type {
  MatchDetails,
  PaidReward,
  RewardingAction,
  RewardPrice,
  RewardView,
  UnpaidScope,
} from './reward.types';

// The match details of a rewarding action `a` (footballer f, clubs hc and ac), as columns.
const DETAILS_COLUMNS = `a.action_id, a.action_type, a.gameweek, a.match_id, a.footballer_id, f.name AS footballer_name,
  hc.id AS home_club_id, hc.name AS home_club_name, hc.short_name AS home_club_short_name,
  ac.id AS away_club_id, ac.name AS away_club_name, ac.short_name AS away_club_short_name,
  a.home_score, a.away_score, a.minute`;
const DETAILS_JOINS = `JOIN footballer f ON f.id = a.footballer_id
  JOIN club hc ON hc.id = a.home_club_id
  JOIN club ac ON ac.id = a.away_club_id`;

interface DetailsRow {
  action_id: string;
  action_type: SplActionType;
  gameweek: number;
  match_id: string;
  footballer_id: string;
  footballer_name: string;
  home_club_id: string;
  home_club_name: string;
  home_club_short_name: string;
  away_club_id: string;
  away_club_name: string;
  away_club_short_name: string;
  home_score: number;
  away_score: number;
  minute: number;
}

interface PaidRow {
  id: string;
  payment_id: string;
  action_id: string;
  action_type: SplActionType;
  manager_id: string;
  is_captain: boolean;
  spl_tokens: number;
}

/** The order rewards are paid in: the action's minute, the action, its type, the manager. */
function inOrderPaid(a: PaidReward, b: PaidReward): number {
  return (
    a.matchDetails.minute - b.matchDetails.minute ||
    compare(a.actionId, b.actionId) ||
    compare(a.actionType, b.actionType) ||
    compare(a.managerId, b.managerId)
  );
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The only code that reads and writes rewarding actions, rewards and footballers' earnings. */
@Injectable()
export class RewardsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Keeps rewarding actions (a redelivered one changes nothing). */
  async recordActionsIn(manager: EntityManager, actions: readonly RewardingAction[]): Promise<void> {
    if (actions.length === 0) return;
    const column = <K extends keyof RewardingAction>(key: K) => actions.map((action) => action[key]);
    await manager.query(
      `INSERT INTO rewarding_action (action_id, action_type, gameweek, footballer_id, match_id,
         home_club_id, away_club_id, home_score, away_score, minute)
       SELECT * FROM unnest($1::uuid[], $2::varchar[], $3::int[], $4::uuid[], $5::uuid[], $6::uuid[],
         $7::uuid[], $8::smallint[], $9::smallint[], $10::smallint[])
       ON CONFLICT DO NOTHING`,
      [
        column('actionId'),
        column('actionType'),
        column('gameweek'),
        column('footballerId'),
        column('matchId'),
        column('homeClubId'),
        column('awayClubId'),
        column('homeScore'),
        column('awayScore'),
        column('minute'),
      ],
    );
  }

  /**
   * Pays the (action, starter) pairs of the scope not paid yet: a reward row each, at its price,
   * inserted straight from the lineups in one statement (a manager's rows sharing one payment id;
   * pairs already paid insert nothing), then the match details of their actions; answered in the
   * order paid (action minute, action, type, manager). A footballer not registered here yet pays
   * nothing until FootballerRegistered arrives.
   */
  async payUnpaidIn(
    manager: EntityManager,
    scope: UnpaidScope,
    { prices, awardedAt }: { prices: readonly RewardPrice[]; awardedAt: Date },
  ): Promise<PaidReward[]> {
    const [where, parameters] = scopeFilter(scope);
    const next = parameters.length;
    // `scoped` is materialized so the scope's own index drives (an action's key, a match's, a
    // lineup's, a footballer's): planned together with the other joins, the database could walk
    // every action of the footballers instead, a cost growing with the season. Only matches open
    // for payment pay (a sealed match whose earlier lineup changes are all applied).
    const paid: PaidRow[] = await manager.query(
      `WITH scoped AS MATERIALIZED (
         SELECT a.action_id, a.action_type, a.footballer_id, a.minute, s.manager_id, s.is_captain
         FROM rewarding_action a
         JOIN lineup_starter s ON s.gameweek = a.gameweek AND s.footballer_id = a.footballer_id
         JOIN fixture_seal open ON open.match_id = a.match_id AND open.ready
         WHERE ${where}),
       pair AS (
         SELECT scoped.*, p.amount, gen_random_uuid() AS own_payment_id FROM scoped
         JOIN footballer f ON f.id = scoped.footballer_id
         JOIN unnest($${next + 1}::varchar[], $${next + 2}::varchar[], $${next + 3}::boolean[], $${next + 4}::int[])
           AS p(action_type, position_group, is_captain, amount)
           ON p.action_type = scoped.action_type AND p.position_group = f.position_group
             AND p.is_captain = scoped.is_captain),
       -- A manager's rows share one payment id: the first of theirs, by a window, not a join of
       -- the pairs with their managers, which the planner, blind to how many lineups field a
       -- popular player, ran as a nested loop (50,000 pairs: minutes). The ids are drawn a row
       -- before the window, which would draw again for each row it answers.
       payment AS (
         SELECT pair.*, first_value(pair.own_payment_id) OVER (PARTITION BY pair.manager_id) AS payment_id
         FROM pair),
       paid AS (
         INSERT INTO spl_reward (id, action_id, action_type, manager_id, is_captain, spl_tokens, awarded_at, payment_id)
         SELECT ${TIME_ORDERED_UUID_SQL}, payment.action_id, payment.action_type, payment.manager_id,
           payment.is_captain, payment.amount, $${next + 5}, payment.payment_id
         FROM payment
         -- In the order paid: a manager's list is newest first by the rows' sequence.
         ORDER BY payment.minute, payment.action_id, payment.action_type, payment.manager_id
         ON CONFLICT DO NOTHING
         RETURNING id, payment_id, action_id, action_type, manager_id, is_captain, spl_tokens),
       -- What the rows just paid add to their footballers' earnings (an append-only row each: no
       -- transaction waits for another's), so a player page never sums his rewards one by one.
       earned AS (
         INSERT INTO footballer_earning (footballer_id, spl_tokens)
         SELECT action.footballer_id, sum(paid.spl_tokens)
         FROM paid JOIN (SELECT DISTINCT action_id, action_type, footballer_id FROM scoped) action
           USING (action_id, action_type)
         GROUP BY action.footballer_id)
       SELECT * FROM paid`,
      [
        ...parameters,
        prices.map((price) => price.actionType),
        prices.map((price) => price.positionGroup),
        prices.map((price) => price.isCaptain),
        prices.map((price) => price.splTokens),
        awardedAt.toISOString(),
      ],
    );
    if (paid.length === 0) return [];
    const details = await this.detailsIn(manager, [...new Set(paid.map((row) => row.action_id))]);
    return paid
      .map((row) => {
        const action = details.get(`${row.action_id}:${row.action_type}`)!;
        return {
          id: row.id,
          paymentId: row.payment_id,
          actionId: row.action_id,
          actionType: row.action_type,
          managerId: row.manager_id,
          isCaptain: row.is_captain,
          gameweek: action.gameweek,
          splTokens: row.spl_tokens,
          awardedAt,
          matchDetails: detailsOf(action),
        };
      })
      .sort(inOrderPaid);
  }

  /** The actions' rows with their match details, by action id and type. */
  private async detailsIn(
    manager: EntityManager,
    actionIds: readonly string[],
  ): Promise<Map<string, DetailsRow>> {
    const rows: DetailsRow[] = await manager.query(
      `SELECT ${DETAILS_COLUMNS} FROM rewarding_action a ${DETAILS_JOINS} WHERE a.action_id = ANY($1::uuid[])`,
      [actionIds],
    );
    return new Map(rows.map((row) => [`${row.action_id}:${row.action_type}`, row]));
  }

  /** A manager's rewards, newest first. */
  async rewardsOf(managerId: string, { limit, offset }: Page): Promise<RewardView[]> {
    const rows: (DetailsRow & { id: string; is_captain: boolean; spl_tokens: number; awarded_at: Date })[] =
      await this.dataSource.query(
        `SELECT r.id, r.is_captain, r.spl_tokens, r.awarded_at, ${DETAILS_COLUMNS}
         FROM spl_reward r
         JOIN rewarding_action a ON a.action_id = r.action_id AND a.action_type = r.action_type
         ${DETAILS_JOINS}
         WHERE r.manager_id = $1 ORDER BY r.sequence DESC LIMIT $2 OFFSET $3`,
        [managerId, limit, offset],
      );
    return rows.map((row) => ({
      id: row.id,
      actionType: row.action_type,
      isCaptain: row.is_captain,
      matchDetails: detailsOf(row),
      gameweek: row.gameweek,
      awardedAt: new Date(row.awarded_at),
      splTokens: row.spl_tokens,
    }));
  }

  /** The SPL paid for each footballer's actions, every season, by footballer (none paid: absent). */
  async splEarnedBy(footballerIds: readonly string[]): Promise<Map<string, number>> {
    const rows: { footballer_id: string; spl: string }[] = await this.dataSource.query(
      `SELECT footballer_id, sum(spl_tokens) AS spl FROM footballer_earning
       WHERE footballer_id = ANY($1::uuid[]) GROUP BY footballer_id`,
      [footballerIds],
    );
    return new Map(rows.map((row) => [row.footballer_id, Number(row.spl)]));
  }
}

/** The scope as a condition on the action `a` and the starter `s`, with its parameters. */
function scopeFilter(scope: UnpaidScope): [string, unknown[]] {
  if ('actionIds' in scope) return ['a.action_id = ANY($1::uuid[])', [scope.actionIds]];
  if ('matchIds' in scope) return ['a.match_id = ANY($1::uuid[])', [scope.matchIds]];
  if ('managerIds' in scope)
    return ['s.gameweek = $1 AND s.manager_id = ANY($2::uuid[])', [scope.gameweek, scope.managerIds]];
  return ['a.footballer_id = $1::uuid', [scope.footballerId]];
}

function detailsOf(row: DetailsRow): MatchDetails {
  return {
    matchId: row.match_id,
    footballerId: row.footballer_id,
    footballerName: row.footballer_name,
    homeClub: { id: row.home_club_id, name: row.home_club_name, shortName: row.home_club_short_name },
    awayClub: { id: row.away_club_id, name: row.away_club_name, shortName: row.away_club_short_name },
    homeScore: row.home_score,
    awayScore: row.away_score,
    minute: row.minute,
  };
}
