import { randomUUID } from 'node:crypto';
import { graphqlRequest, sqlStatementsDuring } from '@sfl/testing';
import { footballerEarnings } from './operations/spl-rewards.operations';
import { splRewardsSuite } from './spl-rewards-test-app';
import { SplWorld } from './spl-world';

describe('SPL earned through a footballer (Footballer.splEarned)', () => {
  const t = splRewardsSuite();
  let world: SplWorld;

  beforeEach(() => {
    world = new SplWorld(t);
  });

  const earnedBy = async (footballerIds: readonly string[]): Promise<number[]> => {
    const res = await graphqlRequest(t.server, footballerEarnings(footballerIds)).expect(200);
    expect(res.body.errors).toBeUndefined();
    return (res.body.data._entities as { id: string; splEarned: number }[]).map((f) => f.splEarned);
  };

  it('should sum the SPL paid to every manager for his goals, assists, penalty saves and clean sheets, every gameweek', async () => {
    const [ann, ben] = [await world.manager('ann'), await world.manager('ben')];
    const scorer = await world.footballer('Ada Stone', 'ST');
    const provider = await world.footballer('Dan Moor', 'LB');
    const keeper = await world.footballer('Eli Vance', 'GK');
    const benched = await world.footballer('Kit Lowe', 'ST');
    const everyone = [scorer.id, provider.id, keeper.id, benched.id, randomUUID()];
    expect(await earnedBy(everyone)).toEqual([0, 0, 0, 0, 0]);

    await world.lineup(ann, 3, { starters: [scorer, provider], captain: scorer, bench: [benched] });
    await world.lineup(ben, 3, { starters: [scorer, keeper] });
    // Ann's captain 2 x 200 and Ben's 200; Ann's assist 200.
    await world.action('GOAL', scorer, { gameweek: 3, minute: 10, score: [1, 0], assist: provider });
    // Ben's goalkeeper: a penalty save 500, then a clean sheet 300.
    const { matchId } = await world.action('PENALTY_SAVED', keeper, {
      gameweek: 3,
      minute: 70,
      score: [0, 0],
      taker: scorer,
    });
    await world.fullTime(matchId, 3, [0, 0], [keeper]);
    // Fielded on a bench only: nothing paid.
    await world.action('GOAL', benched, { gameweek: 3, minute: 20, score: [2, 0] });
    // Kept but not paid while squads has not locked its match.
    await world.action('GOAL', provider, { gameweek: 3, minute: 80, score: [3, 0], unlocked: true });
    // Another gameweek counts too.
    await world.lineup(ben, 4, { starters: [scorer] });
    await world.action('GOAL', scorer, { gameweek: 4, minute: 5, score: [1, 0] });

    expect(await earnedBy(everyone)).toEqual([400 + 200 + 200, 200, 500 + 300, 0, 0]);
  });

  it('should read a market page of 100 footballers with one statement', async () => {
    const ann = await world.manager('ann');
    const scorers = [await world.footballer('Lou Marsh', 'ST'), await world.footballer('Max Pell', 'CM')];
    await world.lineup(ann, 3, { starters: scorers });
    for (const [goals, scorer] of scorers.entries())
      await world.action('GOAL', scorer, { gameweek: 3, minute: 10 + goals, score: [goals + 1, 0] });
    const others = Array.from({ length: 97 }, () => randomUUID());
    const { result, statements } = await sqlStatementsDuring(t.dataSource, () =>
      earnedBy([...scorers.map((scorer) => scorer.id), ...others, 'not-a-uuid']),
    );
    expect(result).toEqual([200, 250, ...others.map(() => 0), 0]);
    expect(statements.filter((sql) => /FROM footballer_earning/.test(sql))).toHaveLength(1);
  });
});
