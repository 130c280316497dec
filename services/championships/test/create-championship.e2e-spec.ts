import { randomUUID } from 'node:crypto';
import { sqlStatementsDuring } from '@sfl/testing';
import { DEFAULT_CHAMPIONSHIP_QUOTAS } from '../src/config/championships.config';
import { championshipsAppPerSuite, type ChampionshipsTestApp } from './championships-test-app';
import {
  BEFORE_SEASON,
  dataOf,
  errorOf,
  gameweekLive,
  manager,
  OPERATOR,
  plannedDeadline,
  recorded,
  startSeason,
} from './championship-world';
import {
  type ChampionshipView,
  championshipOperation,
  createChampionshipOperation,
} from './operations/championships.operations';

const VALID = {
  name: '  Winter Classic  ',
  leagueType: 'TEST_CHAMPIONSHIP',
  maxParticipants: 30,
  startGameweek: 8,
  endGameweek: 11,
};

describe('championships subgraph: operators create championships', () => {
  let t: ChampionshipsTestApp;

  const suite = championshipsAppPerSuite(BEFORE_SEASON);
  beforeEach(async () => {
    t = suite.t;
    await startSeason(t);
  });

  // Championships, and their announcements: a refusal adds neither.
  const createdSoFar = async () => {
    const [{ n }] = (await t.dataSource.query(`SELECT count(*)::int AS n FROM championship`)) as {
      n: number;
    }[];
    return { championships: n, announced: (await recorded(t, 'ChampionshipCreated')).length };
  };

  it('should create a championship in pre-registration, closing when the gameweek before starts', async () => {
    const { createChampionship: created } = await dataOf<{ createChampionship: ChampionshipView }>(
      t,
      createChampionshipOperation(VALID),
      OPERATOR,
    );
    expect(created).toEqual({
      id: expect.any(String),
      name: 'Winter Classic',
      description: '',
      leagueType: 'TEST_CHAMPIONSHIP',
      status: 'PRE_REGISTRATION',
      maxParticipants: 30,
      startDate: plannedDeadline(8).toISOString(),
      registrationDeadline: plannedDeadline(7).toISOString(),
      startGameweek: 8,
      endGameweek: 11,
      preRegistrationCount: 0,
    });
    const { championship } = await dataOf<{ championship: ChampionshipView }>(
      t,
      championshipOperation(created.id),
    );
    expect(championship).toMatchObject({ name: 'Winter Classic', preRegistrations: [] });
    const announced = (await recorded(t, 'ChampionshipCreated')).filter((e) => e.aggregate_id === created.id);
    expect(announced.map((e) => e.payload)).toEqual([
      {
        championshipId: created.id,
        name: 'Winter Classic',
        leagueType: 'test_championship',
        maxParticipants: 30,
        startGameweek: 8,
        endGameweek: 11,
        createdAt: BEFORE_SEASON.toISOString(),
      },
    ]);
  });

  it('should resolve a championship other subgraphs refer to by id', async () => {
    const { createChampionship: created } = await dataOf<{ createChampionship: ChampionshipView }>(
      t,
      createChampionshipOperation(VALID),
      OPERATOR,
    );
    const { _entities } = await dataOf<{ _entities: unknown[] }>(t, {
      query: `query Refs($representations: [_Any!]!) { _entities(representations: $representations) {
        ... on Championship { id name status } } }`,
      variables: { representations: [{ __typename: 'Championship', id: created.id }] },
    });
    expect(_entities).toEqual([{ id: created.id, name: 'Winter Classic', status: 'PRE_REGISTRATION' }]);
  });

  it("should resolve a request's championship references with one query", async () => {
    const ids: string[] = [];
    for (const name of ['Cup A', 'Cup B', 'Cup C']) {
      const { createChampionship: created } = await dataOf<{ createChampionship: ChampionshipView }>(
        t,
        createChampionshipOperation({ ...VALID, name }),
        OPERATOR,
      );
      ids.push(created.id);
    }
    const { result, statements } = await sqlStatementsDuring(t.dataSource, () =>
      dataOf<{ _entities: unknown[] }>(t, {
        query: `query Refs($representations: [_Any!]!) { _entities(representations: $representations) {
          ... on Championship { id name } } }`,
        variables: {
          representations: [...ids, 'not-a-uuid'].map((id) => ({ __typename: 'Championship', id })),
        },
      }),
    );
    expect(result._entities).toEqual([
      { id: ids[0], name: 'Cup A' },
      { id: ids[1], name: 'Cup B' },
      { id: ids[2], name: 'Cup C' },
      null,
    ]);
    expect(statements.filter((sql) => /FROM "championship"/.test(sql))).toHaveLength(1);
  });

  it('should refuse an operator past the creation quota, creating nothing', async () => {
    const operator = { ...OPERATOR, userId: randomUUID() };
    const before = await createdSoFar();
    // Refused calls count too.
    for (let call = 0; call < DEFAULT_CHAMPIONSHIP_QUOTAS.createQuota.limit; call++)
      expect((await errorOf(t, createChampionshipOperation({ ...VALID, name: ' ' }), operator)).code).toBe(
        'BAD_USER_INPUT',
      );
    const refused = await errorOf(t, createChampionshipOperation(VALID), operator);
    expect(refused).toEqual({
      message: expect.stringMatching(/^Too many championships created\. Try again in \d+ seconds?\.$/),
      code: 'TOO_MANY_REQUESTS',
    });
    expect(await createdSoFar()).toEqual(before);
    // Another operator is counted apart.
    expect((await errorOf(t, createChampionshipOperation({ ...VALID, name: ' ' }), OPERATOR)).code).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('should refuse a manager who is no operator, and a signed-out caller', async () => {
    const before = await createdSoFar();
    expect((await errorOf(t, createChampionshipOperation(VALID), manager())).code).toBe('FORBIDDEN');
    expect((await errorOf(t, createChampionshipOperation(VALID), { userId: null })).code).toBe(
      'UNAUTHENTICATED',
    );
    expect(await createdSoFar()).toEqual(before);
  });

  it.each([
    [{ name: '   ' }, 'Championship name is required'],
    [{ name: 'x'.repeat(61) }, 'Championship name must be at most 60 characters'],
    [{ description: 'x'.repeat(501) }, 'Description must be at most 500 characters'],
    [{ maxParticipants: 1 }, 'Max participants must be between 2 and 100'],
    [{ maxParticipants: 101 }, 'Max participants must be between 2 and 100'],
    [{ startGameweek: 9, endGameweek: 8 }, 'The end gameweek cannot be before the start gameweek'],
    [{ startGameweek: 39, endGameweek: 40 }, 'Gameweek 39 is not scheduled'],
    [{ startGameweek: 37, endGameweek: 40 }, 'Gameweek 40 is not scheduled'],
    [{ startGameweek: 0, endGameweek: 3 }, 'Gameweek 0 is not scheduled'],
    [
      { registrationDeadline: new Date(BEFORE_SEASON.getTime() - 1).toISOString() },
      'The registration deadline has passed',
    ],
    [
      { registrationDeadline: plannedDeadline(8).toISOString() },
      'The registration deadline must be before the championship starts',
    ],
  ])('should refuse %j and create nothing', async (change, message) => {
    const before = await createdSoFar();
    expect(await errorOf(t, createChampionshipOperation({ ...VALID, ...change }), OPERATOR)).toEqual({
      message,
      code: 'BAD_USER_INPUT',
    });
    expect(await createdSoFar()).toEqual(before);
  });

  it('should refuse a start gameweek that has started, or one whose pre-registration would already be closed', async () => {
    await gameweekLive(t, 1);
    await gameweekLive(t, 2);
    const before = await createdSoFar();
    expect(
      await errorOf(t, createChampionshipOperation({ ...VALID, startGameweek: 2, endGameweek: 4 }), OPERATOR),
    ).toEqual({ message: 'Gameweek 2 has already started', code: 'BAD_USER_INPUT' });
    expect(
      await errorOf(t, createChampionshipOperation({ ...VALID, startGameweek: 3, endGameweek: 4 }), OPERATOR),
    ).toEqual({
      message: 'Pre-registration would already be closed: choose a later start or a registration deadline',
      code: 'BAD_USER_INPUT',
    });
    expect(await createdSoFar()).toEqual(before);
    // A deadline of its own, still ahead, keeps it open.
    const { createChampionship } = await dataOf<{ createChampionship: ChampionshipView }>(
      t,
      createChampionshipOperation({
        ...VALID,
        startGameweek: 3,
        endGameweek: 4,
        registrationDeadline: new Date(BEFORE_SEASON.getTime() + 60_000).toISOString(),
      }),
      OPERATOR,
    );
    expect(createChampionship.status).toBe('PRE_REGISTRATION');
  });

  it('should refuse an unknown league type', async () => {
    const { code } = await errorOf(
      t,
      createChampionshipOperation({ ...VALID, leagueType: 'MEGA' }),
      OPERATOR,
    );
    expect(code).toBe('BAD_USER_INPUT');
  });
});
