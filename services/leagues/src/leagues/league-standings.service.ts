import { Injectable } from '@nestjs/common';
import type { Page } from '@sfl/subgraph';
import type { EntityManager } from 'typeorm';
import { LeagueStandingsRepository, type Standing } from './league-standings.repository';

export interface GameweekScores {
  gameweek: number;
  final: boolean;
  /** best first */
  scores: { managerId: string; points: number }[];
}

/**
 * Leagues' tables and gameweeks (docs/leagues.md), many leagues at once: the rows come ranked and
 * paged from LeagueStandingsRepository, and are grouped here by league.
 */
@Injectable()
export class LeagueStandingsService {
  constructor(private readonly standings: LeagueStandingsRepository) {}

  /** Each league's table, best first: the page asked for, or all of it (`page` null). */
  async standingsOf(
    leagueIds: readonly string[],
    page: Page | null,
    manager?: EntityManager,
  ): Promise<Map<string, Standing[]>> {
    const rows = await this.standings.rankedMembers(leagueIds, page, manager);
    const byLeague = new Map(leagueIds.map((id) => [id, [] as Standing[]]));
    for (const { leagueId, ...standing } of rows) byLeague.get(leagueId)!.push(standing);
    return byLeague;
  }

  /** Each league's latest `limit` gameweeks that have started, oldest first. */
  async gameweeksOf(leagueIds: readonly string[], limit: number): Promise<Map<string, GameweekScores[]>> {
    const rows = await this.standings.latestGameweeks(leagueIds, limit);
    const byLeague = new Map(leagueIds.map((id) => [id, [] as GameweekScores[]]));
    for (const row of rows) {
      const gameweeks = byLeague.get(row.leagueId)!;
      let shown = gameweeks.at(-1);
      if (shown?.gameweek !== row.gameweek) {
        shown = { gameweek: row.gameweek, final: row.finished, scores: [] };
        gameweeks.push(shown);
      }
      if (row.managerId === null) continue;
      shown.scores.push({ managerId: row.managerId, points: row.points });
      // Final once the gameweek finished and no member's locked lineup still waits for its figure.
      if (row.waiting) shown.final = false;
    }
    return byLeague;
  }
}
