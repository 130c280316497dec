import { graphqlRequest, sqlStatementsDuring, type TestApp } from '@sfl/testing';
import { InjuriesService } from '../src/injuries/injuries.service';
import { SeasonSeeder } from '../src/season/season-seeder';
import { addDays } from '../src/shared/game-days';
import {
  clubOperation,
  clubsOperation,
  entitiesOperation,
  footballerOperation,
  footballersOperation,
  injuriesOperation,
} from './operations/matches.operations';
import { clubOf, fixtures, outbox, resetWorld, startMatchesTestApp, world } from './matches-test-app';

const SEVERITY = { SEVERE: 0, MODERATE: 1, MINOR: 2 } as const;
const STATUS = { OUT: 0, DOUBTFUL: 1, QUESTIONABLE: 2 } as const;

describe('matches subgraph: the football world', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startMatchesTestApp();
  });
  afterAll(() => t.close());

  const data = async (operation: Parameters<typeof graphqlRequest>[1]) => {
    const res = await graphqlRequest(t.server, operation);
    expect(res.body.errors).toBeUndefined();
    return res.body.data;
  };
  const errorOf = async (operation: Parameters<typeof graphqlRequest>[1]) =>
    (await graphqlRequest(t.server, operation)).body.errors?.[0];

  describe('clubs and footballers', () => {
    beforeAll(() => resetWorld(t));

    it('should hold exactly the world generated from the seed, with its ids', async () => {
      const { clubs } = await data(clubsOperation());
      expect(clubs).toHaveLength(20);
      const byId = new Map(clubs.map((c: { id: string }) => [c.id, c]));
      for (const club of world.clubs) {
        expect(byId.get(club.id)).toMatchObject({ name: club.name, shortName: club.shortName });
      }
      const squad = clubs[0].footballers;
      expect(squad).toHaveLength(26);
      expect(squad.slice(0, 3).map((f: { position: string }) => f.position)).toEqual(['GK', 'GK', 'GK']);
    });

    it('should leave a seeded database as it is when seeding again', async () => {
      expect(await t.app.get(SeasonSeeder).seedIfEmpty()).toBe(false);
      const [{ n }] = await t.dataSource.query('SELECT count(*) AS n FROM footballer');
      expect(Number(n)).toBe(world.footballers.length);
    });

    it('should give a footballer with its club, group, rarity and availability', async () => {
      const star = [...world.footballers].sort((a, b) => b.overall - a.overall)[0]!;
      const { footballer } = await data(footballerOperation(star.id));
      expect(footballer).toEqual({
        id: star.id,
        name: star.name,
        position: star.position,
        positionGroup: expect.stringMatching(/^(GK|DEF|MID|ATT)$/),
        overall: star.overall,
        rarity: 'LEGENDARY',
        available: true,
        injury: null,
        club: { id: star.clubId, name: clubOf(star.clubId).name, shortName: clubOf(star.clubId).shortName },
      });
    });

    it('should answer null for an unknown or malformed id', async () => {
      expect((await data(footballerOperation('0d9f1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b'))).footballer).toBeNull();
      expect((await data(footballerOperation('nope'))).footballer).toBeNull();
      expect((await data(clubOperation('nope'))).club).toBeNull();
      expect((await data(clubOperation(world.clubs[3]!.id))).club.name).toBe(world.clubs[3]!.name);
    });

    it('should list 50 footballers by default, best rated first, and page with limit and offset', async () => {
      const { footballers } = await data(footballersOperation());
      expect(footballers).toHaveLength(50);
      const overall = footballers.map((f: { overall: number }) => f.overall);
      expect(overall).toEqual([...overall].sort((a, b) => b - a));
      const page = await data(footballersOperation(null, 10, 45));
      expect(page.footballers.slice(0, 5)).toEqual(footballers.slice(45));
    });

    it('should filter by club, position and a name or club fragment in any case', async () => {
      const club = world.clubs[5]!;
      const byClub = (await data(footballersOperation({ clubId: club.id }, 100))).footballers;
      expect(byClub).toHaveLength(26);
      const keepers = (await data(footballersOperation({ clubId: club.id, position: 'GK' }))).footballers;
      expect(keepers).toHaveLength(3);
      const someone = world.footballers[100]!;
      const fragment = someone.name.split(' ')[1]!.slice(1, 6).toUpperCase();
      const found = (await data(footballersOperation({ search: fragment }, 100))).footballers;
      expect(found.map((f: { id: string }) => f.id)).toContain(someone.id);
      for (const f of found) {
        expect(`${f.name} ${f.club.name}`.toUpperCase()).toContain(fragment);
      }
      const byClubName = (await data(footballersOperation({ search: club.name.toLowerCase() }, 100)))
        .footballers;
      expect(byClubName).toHaveLength(26);
      expect((await data(footballersOperation({ search: '%' }))).footballers).toEqual([]);
    });

    it.each([
      ['a limit of 0', footballersOperation(null, 0), 'INVALID_LIMIT', 'limit must be between 1 and 100'],
      ['a limit of 101', footballersOperation(null, 101), 'INVALID_LIMIT', 'limit must be between 1 and 100'],
      ['a negative offset', footballersOperation(null, 10, -1), 'INVALID_OFFSET', 'offset must be 0 or more'],
      [
        'a 51-character search',
        footballersOperation({ search: 'x'.repeat(51) }),
        'SEARCH_TOO_LONG',
        'search must be at most 50 characters long',
      ],
      [
        'a malformed club id',
        footballersOperation({ clubId: 'club-1' }),
        'INVALID_ID',
        'clubId must be a UUID',
      ],
    ])('should refuse %s with BAD_USER_INPUT', async (_label, operation, reason, message) => {
      expect(await errorOf(operation)).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', reason },
      });
    });
  });

  describe('federation', () => {
    beforeAll(() => resetWorld(t));

    it('should resolve Club, Footballer and Match references by id, and null for an unknown one', async () => {
      const footballer = world.footballers[42]!;
      const match = fixtures[7]!;
      const { _entities } = await data(
        entitiesOperation([
          { __typename: 'Club', id: world.clubs[2]!.id },
          { __typename: 'Footballer', id: footballer.id },
          { __typename: 'Match', id: match.id },
          { __typename: 'Footballer', id: '0d9f1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b' },
        ]),
      );
      expect(_entities).toEqual([
        { id: world.clubs[2]!.id, name: world.clubs[2]!.name },
        { id: footballer.id, name: footballer.name, club: { id: footballer.clubId } },
        { id: match.id, gameweek: match.gameweek, status: 'SCHEDULED', homeClub: { id: match.homeClubId } },
        null,
      ]);
    });

    it("should resolve a request's footballer references with one query", async () => {
      const footballers = world.footballers.slice(0, 25);
      const { result, statements } = await sqlStatementsDuring(t.dataSource, () =>
        data(entitiesOperation(footballers.map(({ id }) => ({ __typename: 'Footballer', id })))),
      );
      expect(result._entities.map((f: { id: string }) => f.id)).toEqual(footballers.map(({ id }) => id));
      expect(statements.filter((sql) => /FROM "footballer"/.test(sql))).toHaveLength(1);
    });
  });

  describe('injuries', () => {
    const firstDay = '2026-08-14';
    const refresh = (day: string) => t.app.get(InjuriesService).refreshThrough(new Date(`${day}T12:00:00Z`));
    const injuries = async () => (await data(injuriesOperation())).injuries;

    beforeEach(async () => {
      await resetWorld(t);
      await refresh(firstDay);
      await refresh(addDays(firstDay, 20));
    });

    it('should report a few injuries per game day, most severe first, in the Injury Center fields', async () => {
      const reports = await injuries();
      expect(reports.length).toBeGreaterThan(5);
      expect(reports.length).toBeLessThanOrEqual(21 * 3);
      const ranks = reports.map((r: { severity: keyof typeof SEVERITY }) => SEVERITY[r.severity]);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      for (const report of reports) {
        const footballer = world.footballers.find((f) => f.id === report.footballer.id)!;
        expect(report.playerName).toBe(footballer.name);
        expect(report.team).toBe(clubOf(footballer.clubId).name);
        expect(report.position).toBe(
          {
            GK: 'DEF',
            LB: 'DEF',
            CB: 'DEF',
            RB: 'DEF',
            LWB: 'DEF',
            RWB: 'DEF',
            LW: 'FWD',
            RW: 'FWD',
            ST: 'FWD',
          }[footballer.position as string] ?? 'MID',
        );
        expect(['Very High', 'High', 'Medium', 'Low']).toContain(report.impactOnTeam);
        expect(report.injury).toMatch(/^[A-Z][a-z]+( [a-z]+)*$/);
        expect(new Date(report.expectedReturn).getTime()).toBeGreaterThan(
          new Date(report.lastUpdate).getTime(),
        );
        expect(report.footballer.available).toBe(false);
      }
    });

    it('should page the reports in the database: by severity, status, then the longest absence', async () => {
      type Report = {
        id: string;
        severity: keyof typeof SEVERITY;
        status: keyof typeof STATUS;
        expectedReturn: string;
      };
      const reports: Report[] = await injuries();
      const mostSevereFirst = [...reports].sort(
        (a, b) =>
          SEVERITY[a.severity] - SEVERITY[b.severity] ||
          STATUS[a.status] - STATUS[b.status] ||
          b.expectedReturn.localeCompare(a.expectedReturn) ||
          a.id.localeCompare(b.id),
      );
      expect(reports.map(({ id }) => id)).toEqual(mostSevereFirst.map(({ id }) => id));

      const pageOf = async (limit: number, offset: number) =>
        (await data(injuriesOperation({ limit, offset }))).injuries.map(({ id }: Report) => id);
      const { result: pages, statements } = await sqlStatementsDuring(t.dataSource, async () => [
        await pageOf(3, 0),
        await pageOf(3, 3),
        await pageOf(100, reports.length - 1),
      ]);
      const ids = reports.map(({ id }) => id);
      expect(pages).toEqual([ids.slice(0, 3), ids.slice(3, 6), ids.slice(-1)]);
      expect(statements.filter((sql) => /FROM "injury" "i"/.test(sql))).toEqual([
        expect.stringMatching(/LIMIT 3 OFFSET 0$/),
        expect.stringMatching(/LIMIT 3 OFFSET 3$/),
        expect.stringMatching(new RegExp(`LIMIT 100 OFFSET ${reports.length - 1}$`)),
      ]);
    });

    it('should publish an InjuryReported event for every report', async () => {
      const reports = await injuries();
      const events = await outbox(t, 'InjuryReported');
      expect(events.length).toBeGreaterThanOrEqual(reports.length);
      const first = events[0]!;
      expect(first.payload).toEqual({
        injuryId: expect.any(String),
        footballerId: first.aggregate_id,
        clubId: expect.any(String),
        severity: expect.stringMatching(/^(Minor|Moderate|Severe)$/),
        status: expect.stringMatching(/^(Out|Doubtful|Questionable)$/),
        expectedReturn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
    });

    it('should report the same injuries for the same seed and game days', async () => {
      const ids = (await injuries()).map((r: { id: string }) => r.id).sort();
      await resetWorld(t);
      await refresh(firstDay);
      await refresh(addDays(firstDay, 20));
      expect((await injuries()).map((r: { id: string }) => r.id).sort()).toEqual(ids);
    });

    it('should keep an injured footballer unavailable through doubtful and questionable until the expected return', async () => {
      const out = (await injuries()).find(
        (r: { status: string; severity: string }) => r.status === 'OUT' && r.severity !== 'MINOR',
      );
      const returns = out.expectedReturn.slice(0, 10);
      const status = async () => (await data(footballerOperation(out.footballer.id))).footballer;
      expect(await status()).toMatchObject({ available: false, injury: { id: out.id, status: 'OUT' } });
      await refresh(addDays(returns, -3));
      expect(await status()).toMatchObject({ available: false, injury: { status: 'DOUBTFUL' } });
      await refresh(addDays(returns, -1));
      expect(await status()).toMatchObject({ available: false, injury: { status: 'QUESTIONABLE' } });
      await refresh(returns);
      expect(await status()).toMatchObject({ available: true, injury: null });
    });
  });
});
