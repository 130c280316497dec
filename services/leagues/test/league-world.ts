import { CompetitionStakeHeld, CompetitionStakeRefused } from '@sfl/contracts';
import { graphqlRequest } from '@sfl/testing';
import { randomUUID } from 'node:crypto';
import { type LeaguesTestApp, startLeaguesTestApp } from './leagues-test-app';
import { CREATE_LEAGUE, JOIN_BY_CODE, JOIN_LEAGUE, LEAGUE } from './operations/leagues.operations';

// JSON as parsed: the tests read the fields they ask for.
type Json = ReturnType<typeof JSON.parse>;

export interface GraphQLAnswer {
  data?: Record<string, Json> | null;
  errors?: { message: string; extensions: { code: string; reason?: string; retryAfterSeconds?: number } }[];
}

/** An event the leagues service recorded in its outbox. */
export interface Recorded {
  type: string;
  aggregateId: string;
  payload: Json;
}

/** What the leagues tests do through GraphQL, and spl-rewards' part, played on the test bus. */
export class LeagueWorld {
  constructor(private readonly t: LeaguesTestApp) {}

  /** Calls as `caller` from `clientIp` (the address the gateway names; 127.0.0.1 when not given). */
  async call(
    caller: string | null,
    query: string,
    variables: Record<string, unknown> = {},
    clientIp?: string,
  ): Promise<GraphQLAnswer> {
    return (await graphqlRequest(this.t.server, { query, variables }, { userId: caller, clientIp })).body;
  }

  async ok(caller: string | null, query: string, variables: Record<string, unknown> = {}): Promise<Json> {
    const body = await this.call(caller, query, variables);
    expect(body.errors).toBeUndefined();
    return body.data!;
  }

  /** The one error of a refused call: `[code, message]`. */
  async refused(caller: string | null, query: string, variables: Record<string, unknown> = {}) {
    const body = await this.call(caller, query, variables);
    expect(body.errors).toHaveLength(1);
    return [body.errors![0]!.extensions.code, body.errors![0]!.message];
  }

  async createLeague(caller: string, input: Record<string, unknown> = {}): Promise<Json> {
    return (await this.ok(caller, CREATE_LEAGUE, { input: { name: 'Sunday League', ...input } }))
      .createLeague;
  }

  async join(caller: string, leagueId: string): Promise<Json> {
    return (await this.ok(caller, JOIN_LEAGUE, { leagueId })).joinLeague;
  }

  async joinByCode(caller: string, code: string): Promise<Json> {
    return (await this.ok(caller, JOIN_BY_CODE, { code })).joinLeagueByCode;
  }

  async league(caller: string | null, id: string): Promise<Json> {
    return (await this.ok(caller, LEAGUE, { id })).league;
  }

  /** The events leagues recorded, oldest first; of one type when given. */
  async recorded(type?: string): Promise<Recorded[]> {
    const rows = (await this.t.dataSource.query(
      `SELECT type, aggregate_id AS "aggregateId", payload FROM outbox_event
       WHERE $1::text IS NULL OR type = $1 ORDER BY sequence`,
      [type ?? null],
    )) as { type: string; aggregateId: string; payload: Json }[];
    return rows.map((row) => ({
      ...row,
      payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
    }));
  }

  /** The stake leagues asked to hold from the manager (the latest). */
  async stakeOf(managerId: string): Promise<Json> {
    const requests = await this.recorded('CompetitionStakeRequested');
    const mine = requests.filter((request) => request.payload.managerId === managerId);
    expect(mine.length).toBeGreaterThan(0);
    return mine.at(-1)!.payload;
  }

  /** spl-rewards holds the manager's latest stake. */
  async hold(managerId: string): Promise<void> {
    const stake = await this.stakeOf(managerId);
    await this.t.publish(CompetitionStakeHeld, managerId, {
      stakeId: stake.stakeId,
      managerId,
      competitionId: stake.competitionId,
      purpose: stake.purpose,
      holdId: randomUUID(),
      amount: stake.amount,
      balance: { currentBalance: 1000, totalEarned: 2000 },
    });
  }

  /**
   * spl-rewards refuses the manager's latest stake: they hold `balance` SPL, of which `spendable`
   * could pay other managers (less when bonus SPL is still locked).
   */
  async refuse(managerId: string, balance: number, spendable: number = balance): Promise<void> {
    const stake = await this.stakeOf(managerId);
    await this.t.publish(CompetitionStakeRefused, managerId, {
      stakeId: stake.stakeId,
      managerId,
      competitionId: stake.competitionId,
      purpose: stake.purpose,
      amount: stake.amount,
      currentBalance: balance,
      spendable,
    });
  }
}

/** A leagues suite's test app and world, set in its hooks. */
export interface LeagueSuite {
  t: LeaguesTestApp;
  world: LeagueWorld;
}

/**
 * Starts the leagues test app and its world for the suite, and gives each test an empty database
 * in which season 1 (gameweeks 1 to 38) has started, unless `season` is false.
 */
export function leagueSuite({ season = true } = {}): LeagueSuite {
  const suite = {} as LeagueSuite;
  beforeAll(async () => {
    suite.t = await startLeaguesTestApp();
    suite.world = new LeagueWorld(suite.t);
  });
  afterAll(() => suite.t.close());
  beforeEach(async () => {
    await suite.t.reset();
    if (season) await suite.t.startSeason(1, 38);
  });
  return suite;
}
