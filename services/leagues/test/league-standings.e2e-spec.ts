import { sqlStatementsDuring } from '@sfl/testing';
import { leagueSuite } from './league-world';

// A page of leagues with their tables and histories costs the same few statements however many
// leagues and members it holds (docs/leagues.md, Standings): ranked and paged in SQL, batched.
describe('leagues subgraph: standings and gameweeks of many leagues', () => {
  const s = leagueSuite();

  const PAGE = `{ leagues(limit: 100) { items { id
    standings(limit: 1) { rank manager { id } points }
    gameweeks(limit: 1) { gameweek final scores(limit: 1) { manager { id } points } } } } }`;

  interface Listed {
    id: string;
    standings: { rank: number; manager: { id: string }; points: number }[];
    gameweeks: { gameweek: number; final: boolean; scores: { manager: { id: string }; points: number }[] }[];
  }

  /** A league of `members` managers (its creator first), each scoring in gameweek 1 by their place; the best last. */
  const leagueOf = async (members: number) => {
    const managers = await Promise.all(Array.from({ length: members }, () => s.t.registerManager()));
    const league = await s.world.createLeague(managers[0]!);
    for (const member of managers.slice(1)) await s.world.join(member, league.id as string);
    return { id: league.id as string, best: managers.at(-1)!, managers };
  };
  const score = async (leagues: { managers: string[] }[], gameweek: number) => {
    for (const { managers } of leagues)
      for (const [place, manager] of managers.entries()) await s.t.scorePoints(manager, gameweek, 10 + place);
  };

  it('should answer each league its best member and latest gameweek in as many statements for 6 leagues of 5 as for 2 of 2', async () => {
    const few = [await leagueOf(2), await leagueOf(2)];
    await s.t.passDeadline(1);
    await score(few, 1);
    const small = await sqlStatementsDuring(s.t.dataSource, () => s.world.ok(null, PAGE));
    expect((small.result.leagues as { items: Listed[] }).items).toHaveLength(2);

    const many = [...few];
    for (let n = 0; n < 4; n++) many.push(await leagueOf(5));
    await s.t.passDeadline(2);
    await score(many, 2);
    const large = await sqlStatementsDuring(s.t.dataSource, () => s.world.ok(null, PAGE));

    const items = (large.result.leagues as { items: Listed[] }).items;
    expect(items).toHaveLength(6);
    for (const league of many) {
      const best = 10 + league.managers.length - 1;
      const total = few.includes(league) ? 2 * best : best;
      expect(items.find((item) => item.id === league.id)).toEqual({
        id: league.id,
        standings: [{ rank: 1, manager: { id: league.best }, points: total }],
        gameweeks: [{ gameweek: 2, final: false, scores: [{ manager: { id: league.best }, points: best }] }],
      });
    }
    // The reads of leagues' tables (the event bus's own polling may run meanwhile).
    const reads = ({ statements }: { statements: string[] }) =>
      statements.filter((sql) => /\b(league|league_membership|manager_gameweek_points|gameweek)\b/.test(sql));
    expect(reads(large)).toHaveLength(reads(small).length);
    expect(reads(small).length).toBeGreaterThan(0);
  });

  it('should split equal points by the last gameweek, then by the earlier join, in the table and its pages', async () => {
    const { id, managers } = await leagueOf(4);
    const [leader, early, late, strongFinish] = managers as [string, string, string, string];
    const figures: [string, number, number][] = [
      [leader, 40, 0],
      [early, 22, 8],
      [late, 22, 8],
      [strongFinish, 18, 12],
    ];
    await s.t.passDeadline(1);
    for (const [manager, first] of figures) await s.t.scorePoints(manager, 1, first);
    await s.t.passDeadline(2);
    for (const [manager, , last] of figures) await s.t.scorePoints(manager, 2, last);

    const table = `query ($id: ID!, $limit: Int!, $offset: Int!) {
      league(id: $id) { standings(limit: $limit, offset: $offset) { rank manager { id } points lastGameweekPoints } } }`;
    const page = async (limit: number, offset: number) =>
      ((await s.world.ok(null, table, { id, limit, offset })).league as { standings: unknown[] }).standings;
    expect(await page(4, 0)).toEqual([
      { rank: 1, manager: { id: leader }, points: 40, lastGameweekPoints: 0 },
      { rank: 2, manager: { id: strongFinish }, points: 30, lastGameweekPoints: 12 },
      { rank: 3, manager: { id: early }, points: 30, lastGameweekPoints: 8 },
      { rank: 4, manager: { id: late }, points: 30, lastGameweekPoints: 8 },
    ]);
    expect(await page(2, 1)).toEqual((await page(4, 0)).slice(1, 3));
  });
});
