import { Injectable } from '@nestjs/common';
import type { Page } from '@sfl/subgraph';
import type { EntityManager } from 'typeorm';
import { GameweeksRepository } from '../projections/gameweeks.repository';
import { userRef } from '../shared/models/user.model';
import type { LeagueMembershipEntity } from './entities/league-membership.entity';
import type { LeagueEntity } from './entities/league.entity';
import { type LeagueMoment, phaseOf, statusOf } from './league-rules';
import { LeagueStakesRepository } from './league-stakes.repository';
import { LeagueStandingsService } from './league-standings.service';
import { LeaguesRepository, type Page as LeaguesPage } from './leagues.repository';
import type { LeaguePhase } from './models/league.enums';
import type { LeagueModel, MyLeagueModel } from './models/league.models';

/** "Running first": the order of my leagues by phase, then newest first. */
const MY_LEAGUES_ORDER: LeaguePhase[] = ['RUNNING', 'UPCOMING', 'FUNDING', 'FINISHED', 'CANCELLED'];

/** A league as the caller sees it, with their own membership for `myMembership`. */
export interface LeagueView extends LeagueModel {
  myMembership: LeagueMembershipEntity | null;
}

/** Leagues as the API answers them: the row with what is read around it, for a list in a few queries. */
@Injectable()
export class LeagueViewsService {
  constructor(
    private readonly leagues: LeaguesRepository,
    private readonly stakes: LeagueStakesRepository,
    private readonly gameweeks: GameweeksRepository,
    private readonly standings: LeagueStandingsService,
  ) {}

  /** Whether each league started and how many seats it has taken. */
  async momentsOf(
    leagues: readonly LeagueEntity[],
    manager?: EntityManager,
  ): Promise<Map<string, LeagueMoment>> {
    const ids = leagues.map((league) => league.id);
    const seats = await this.leagues.seatsTaken(ids, manager);
    const starts = await this.gameweeks.byNumbers(
      leagues.map((league) => league.startGameweek),
      manager,
    );
    const started = new Set(starts.filter((g) => g.deadlinePassedAt).map((g) => g.gameweek));
    return new Map(
      leagues.map((league) => [
        league.id,
        { started: started.has(league.startGameweek), seatsTaken: seats.get(league.id) ?? 0 },
      ]),
    );
  }

  async viewsOf(leagues: readonly LeagueEntity[], callerId: string | null): Promise<LeagueView[]> {
    const ids = leagues.map((league) => league.id);
    const [moments, pots, mine, gameweeks] = await Promise.all([
      this.momentsOf(leagues),
      this.stakes.pots(ids),
      callerId ? this.leagues.membershipsOf(callerId, ids) : new Map<string, LeagueMembershipEntity>(),
      this.gameweeks.byNumbers(leagues.flatMap((league) => [league.startGameweek, league.endGameweek])),
    ]);
    const planned = new Map(gameweeks.map((g) => [g.gameweek, g.plannedDeadline]));
    return leagues.map((league) => {
      const moment = moments.get(league.id)!;
      const myMembership = mine.get(league.id) ?? null;
      // The code admits to the league: its members pass it on, nobody else reads it.
      const member = myMembership?.status === 'ACTIVE';
      return {
        ...league,
        memberCount: moment.seatsTaken,
        pot: pots.get(league.id) ?? 0,
        startDate: planned.get(league.startGameweek) ?? null,
        endDate: planned.get(league.endGameweek) ?? null,
        status: statusOf(league, moment),
        phase: phaseOf(league, moment),
        creator: league.creatorId ? userRef(league.creatorId) : null,
        inviteCode: member ? league.inviteCode : null,
        myMembership,
      };
    });
  }

  async viewOf(league: LeagueEntity, callerId: string | null): Promise<LeagueView> {
    const [view] = await this.viewsOf([league], callerId);
    return view!;
  }

  /** The league with this id; null when there is none. */
  async viewById(id: string, callerId: string | null): Promise<LeagueView | null> {
    const league = await this.leagues.byId(id);
    return league && this.viewOf(league, callerId);
  }

  /** The leagues with these ids that exist. */
  async viewsOfIds(ids: readonly string[], callerId: string | null): Promise<LeagueView[]> {
    return this.viewsOf(await this.leagues.byIds(ids), callerId);
  }

  /** A page of the leagues one may look for (LeaguesRepository.available), with their total. */
  async available(limit: number, offset: number, callerId: string | null): Promise<LeaguesPage<LeagueView>> {
    const page = await this.leagues.available(limit, offset, callerId);
    return { items: await this.viewsOf(page.items, callerId), total: page.total };
  }

  /** The membership when it is the manager's own; null otherwise (nobody reads another's). */
  async ownMembership(managerId: string, id: string): Promise<LeagueMembershipEntity | null> {
    const membership = await this.leagues.membershipById(id);
    return membership?.managerId === managerId ? membership : null;
  }

  /**
   * A page of the leagues the manager is an ACTIVE member of, with their rank and points: running
   * first, then newest. Ordered and paged in SQL; only the page's tables are ranked.
   */
  async myLeagues(managerId: string, page: Page): Promise<MyLeagueModel[]> {
    const views = await this.viewsOf(
      await this.leagues.activeLeaguesOf(managerId, MY_LEAGUES_ORDER, page),
      managerId,
    );
    const tables = await this.standings.standingsOf(
      views.map((view) => view.id),
      null,
    );
    return views.map((view) => {
      const table = tables.get(view.id)!;
      const own = table.find((standing) => standing.managerId === managerId);
      return {
        id: view.id,
        name: view.name,
        rank: own?.rank ?? table.length,
        points: own?.points ?? 0,
        status: view.status,
        phase: view.phase,
      };
    });
  }
}
