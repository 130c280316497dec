import { Injectable } from '@nestjs/common';
import type { PositionGroup, SplActionType } from '@sfl/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { RewardingAction, RewardView, UnpaidReward, UnpaidScope } from './reward.types';

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

/** The only code that reads and writes rewarding actions and rewards. */
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
   * The (action, starter) pairs of the scope not paid yet, in action order then manager order.
   * A footballer not registered here yet pays nothing until FootballerRegistered arrives.
   */
  async unpaidIn(manager: EntityManager, scope: UnpaidScope): Promise<UnpaidReward[]> {
    const [where, parameters] =
      'actionIds' in scope
        ? ['a.action_id = ANY($1::uuid[])', [scope.actionIds]]
        : 'managerId' in scope
          ? ['s.gameweek = $1 AND s.manager_id = $2', [scope.gameweek, scope.managerId]]
          : ['a.footballer_id = $1', [scope.footballerId]];
    const rows: (DetailsRow & { manager_id: string; is_captain: boolean; position_group: PositionGroup })[] =
      await manager.query(
        `SELECT ${DETAILS_COLUMNS}, s.manager_id, s.is_captain, f.position_group
         FROM rewarding_action a
         JOIN lineup_starter s ON s.gameweek = a.gameweek AND s.footballer_id = a.footballer_id
         ${DETAILS_JOINS}
         WHERE ${where} AND NOT EXISTS (
           SELECT 1 FROM spl_reward r
           WHERE r.action_id = a.action_id AND r.action_type = a.action_type AND r.manager_id = s.manager_id)
         ORDER BY a.minute, a.action_id, a.action_type, s.manager_id`,
        parameters,
      );
    return rows.map((row) => ({
      actionId: row.action_id,
      actionType: row.action_type,
      managerId: row.manager_id,
      isCaptain: row.is_captain,
      positionGroup: row.position_group,
      gameweek: row.gameweek,
      matchDetails: detailsOf(row),
    }));
  }

  /** Inserts the rewards in one statement; answers the ids of those that were not there already. */
  async insertRewardsIn(
    manager: EntityManager,
    rewards: readonly {
      id: string;
      actionId: string;
      actionType: string;
      managerId: string;
      isCaptain: boolean;
      splTokens: number;
      awardedAt: Date;
      paymentId: string;
    }[],
  ): Promise<Set<string>> {
    if (rewards.length === 0) return new Set();
    const rows: { id: string }[] = await manager.query(
      `INSERT INTO spl_reward (id, action_id, action_type, manager_id, is_captain, spl_tokens, awarded_at,
         payment_id)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::varchar[], $4::uuid[], $5::boolean[], $6::int[],
         $7::timestamptz[], $8::uuid[])
       ON CONFLICT DO NOTHING RETURNING id`,
      [
        rewards.map((reward) => reward.id),
        rewards.map((reward) => reward.actionId),
        rewards.map((reward) => reward.actionType),
        rewards.map((reward) => reward.managerId),
        rewards.map((reward) => reward.isCaptain),
        rewards.map((reward) => reward.splTokens),
        rewards.map((reward) => reward.awardedAt.toISOString()),
        rewards.map((reward) => reward.paymentId),
      ],
    );
    return new Set(rows.map((row) => row.id));
  }

  /** A manager's rewards, newest first. */
  async rewardsOf(managerId: string, limit: number): Promise<RewardView[]> {
    const rows: (DetailsRow & { id: string; is_captain: boolean; spl_tokens: number; awarded_at: Date })[] =
      await this.dataSource.query(
        `SELECT r.id, r.is_captain, r.spl_tokens, r.awarded_at, ${DETAILS_COLUMNS}
         FROM spl_reward r
         JOIN rewarding_action a ON a.action_id = r.action_id AND a.action_type = r.action_type
         ${DETAILS_JOINS}
         WHERE r.manager_id = $1 ORDER BY r.sequence DESC LIMIT $2`,
        [managerId, limit],
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
}

function detailsOf(row: DetailsRow): UnpaidReward['matchDetails'] {
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
