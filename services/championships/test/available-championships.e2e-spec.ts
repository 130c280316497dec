import { sqlStatementsDuring } from '@sfl/testing';
import { championshipsAppPerSuite, type ChampionshipsTestApp } from './championships-test-app';
import { BEFORE_SEASON, dataOf, errorOf, OPERATOR, startSeason } from './championship-world';
import {
  type ChampionshipView,
  championshipsOperation,
  createChampionshipOperation,
  type PageVariables,
} from './operations/championships.operations';

describe('championships subgraph: the available championships, a page at a time', () => {
  let t: ChampionshipsTestApp;

  const suite = championshipsAppPerSuite(BEFORE_SEASON);
  beforeEach(async () => {
    t = suite.t;
    // The three default championships (starting in gameweeks 1, 3 and 5), and three of an operator's.
    await startSeason(t);
    for (const [name, startGameweek] of [
      ['Cup B', 8],
      ['Cup C', 6],
      ['Cup A', 8],
    ] as const)
      await dataOf(
        t,
        createChampionshipOperation({
          name,
          leagueType: 'OTHER',
          maxParticipants: 20,
          startGameweek,
          endGameweek: 10,
        }),
        OPERATOR,
      );
  });

  const namesOn = async (page: PageVariables) =>
    (await dataOf<{ championships: ChampionshipView[] }>(t, championshipsOperation(page))).championships.map(
      ({ name }) => name,
    );

  it('should answer the pages of one order, by start then name, without overlaps', async () => {
    const all = await namesOn({});
    expect(all).toEqual([
      'Super Championship GW 1-3',
      'Test Championship GW 3-5',
      'Community Cup GW 5-7',
      'Cup C',
      'Cup A',
      'Cup B',
    ]);
    const pages = [await namesOn({ limit: 4 }), await namesOn({ limit: 4, offset: 4 })];
    expect(pages).toEqual([all.slice(0, 4), all.slice(4)]);
    expect(await namesOn({ limit: 1, offset: 3 })).toEqual(['Cup C']);
    expect(await namesOn({ offset: 6 })).toEqual([]);
  });

  it('should have the database answer only the page asked for', async () => {
    const { result, statements } = await sqlStatementsDuring(t.dataSource, () =>
      namesOn({ limit: 2, offset: 3 }),
    );

    expect(result).toEqual(['Cup C', 'Cup A']);
    const listing = statements.filter((sql) => /FROM "championship" "c"/.test(sql));
    expect(listing).toEqual([expect.stringMatching(/LIMIT 2 OFFSET 3$/)]);
  });

  it('should refuse a limit out of 1 to 100 or a negative offset with a clear error', async () => {
    for (const limit of [0, 101])
      expect(await errorOf(t, championshipsOperation({ limit }))).toEqual({
        message: 'limit must be between 1 and 100',
        code: 'BAD_USER_INPUT',
      });
    expect(await errorOf(t, championshipsOperation({ offset: -1 }))).toEqual({
      message: 'offset must be 0 or more',
      code: 'BAD_USER_INPUT',
    });
  });
});
