import { randomUUID } from 'node:crypto';
import { graphqlRequest } from '@sfl/testing';
import {
  MY_SPL_BALANCE,
  MY_SPL_RANK,
  mySplRewards,
  splLeaderboard,
} from './operations/spl-rewards.operations';
import { awardedRewards, expectLedgerBalanced, splRewardsSuite } from './spl-rewards-test-app';
import { AWAY, type Footballer, HOME, SplWorld } from './spl-world';

const GAMEWEEK = 3;

describe('SPL rewards for match actions', () => {
  const t = splRewardsSuite();
  let world: SplWorld;

  const rewardsOf = async (userId: string, page: { limit?: number; offset?: number } = {}) =>
    (await graphqlRequest(t.server, mySplRewards(page), { userId }).expect(200)).body.data.mySplRewards as {
      actionType: string;
      isCaptain: boolean;
      splTokens: number;
      gameweek: number;
      matchDetails: { footballerName: string; homeScore: number; awayScore: number; minute: number };
    }[];
  const balanceOf = async (userId: string) =>
    (await graphqlRequest(t.server, MY_SPL_BALANCE, { userId }).expect(200)).body.data.mySplBalance;
  const awarded = () => awardedRewards(t.dataSource);

  beforeEach(() => {
    world = new SplWorld(t);
  });

  describe('rules', () => {
    it.each([
      ['GK', 800],
      ['CB', 500],
      ['CM', 250],
      ['ST', 200],
    ] as const)('should pay a goal by a %s %i SPL, with the match as it stood', async (position, spl) => {
      const ann = await world.manager('ann');
      const scorer = await world.footballer('Ada Stone', position);
      await world.lineup(ann, GAMEWEEK, { starters: [scorer] });
      const { matchId } = await world.action('GOAL', scorer, {
        gameweek: GAMEWEEK,
        minute: 34,
        score: [1, 0],
      });

      const [reward] = await rewardsOf(ann);
      expect(reward).toEqual({
        id: expect.any(String),
        actionType: 'goal',
        isCaptain: false,
        gameweek: GAMEWEEK,
        awardedAt: expect.any(String),
        splTokens: spl,
        matchDetails: {
          matchId,
          footballerId: scorer.id,
          footballerName: 'Ada Stone',
          homeClub: HOME,
          awayClub: AWAY,
          homeScore: 1,
          awayScore: 0,
          minute: 34,
        },
      });
      expect(await balanceOf(ann)).toEqual({ currentBalance: spl, totalEarned: spl });
    });

    it('should pay a scored penalty as a goal', async () => {
      const ann = await world.manager('ann');
      const taker = await world.footballer('Ben Hale', 'CAM');
      await world.lineup(ann, GAMEWEEK, { starters: [taker] });
      await world.action('PENALTY_SCORED', taker, { gameweek: GAMEWEEK, minute: 12, score: [1, 0] });
      expect(await rewardsOf(ann)).toMatchObject([{ actionType: 'goal', splTokens: 250 }]);
    });

    it("should pay the assist 200 to the assisting player's managers, beside the scorer's goal", async () => {
      const [ann, ben] = [await world.manager('ann'), await world.manager('ben')];
      const scorer = await world.footballer('Cal Reed', 'ST');
      const provider = await world.footballer('Dan Moor', 'LB');
      await world.lineup(ann, GAMEWEEK, { starters: [scorer, provider] });
      await world.lineup(ben, GAMEWEEK, { starters: [provider] });
      await world.action('GOAL', scorer, { gameweek: GAMEWEEK, minute: 50, score: [2, 1], assist: provider });

      expect((await rewardsOf(ann)).map((reward) => [reward.actionType, reward.splTokens]).sort()).toEqual([
        ['assist', 200],
        ['goal', 200],
      ]);
      expect(await rewardsOf(ben)).toMatchObject([
        { actionType: 'assist', splTokens: 200, matchDetails: { footballerName: 'Dan Moor' } },
      ]);
    });

    it("should pay a saved penalty 500 to the goalkeeper's managers and nothing to the taker's", async () => {
      const ann = await world.manager('ann');
      const keeper = await world.footballer('Eli Vance', 'GK');
      const taker = await world.footballer('Finn Oduya', 'ST');
      await world.lineup(ann, GAMEWEEK, { starters: [keeper, taker] });
      await world.action('PENALTY_SAVED', keeper, { gameweek: GAMEWEEK, minute: 70, score: [0, 0], taker });
      expect(await rewardsOf(ann)).toMatchObject([
        { actionType: 'penalty_save', splTokens: 500, matchDetails: { footballerName: 'Eli Vance' } },
      ]);
    });

    it('should pay a clean sheet 300 with the final score', async () => {
      const ann = await world.manager('ann');
      const keeper = await world.footballer('Gus Lind', 'GK');
      const back = await world.footballer('Hal Brook', 'RB');
      await world.lineup(ann, GAMEWEEK, { starters: [keeper, back] });
      const { matchId } = await world.action('YELLOW_CARD', back, {
        gameweek: GAMEWEEK,
        minute: 20,
        score: [0, 0],
      });
      await world.fullTime(matchId, GAMEWEEK, [0, 2], [keeper, back]);

      const rewards = await rewardsOf(ann);
      expect(rewards).toHaveLength(2);
      for (const reward of rewards)
        expect(reward).toMatchObject({
          actionType: 'clean_sheet',
          splTokens: 300,
          matchDetails: { matchId, homeScore: 0, awayScore: 2, minute: 90 },
        });
      // Newest first, paged in the database.
      expect(await rewardsOf(ann, { limit: 1 })).toEqual([rewards[0]]);
      expect(await rewardsOf(ann, { limit: 1, offset: 1 })).toEqual([rewards[1]]);
      expect(await rewardsOf(ann, { offset: 2 })).toEqual([]);
    });

    it.each(['OWN_GOAL', 'YELLOW_CARD'] as const)('should pay nothing for %s', async (kind) => {
      const ann = await world.manager('ann');
      const player = await world.footballer('Ivo Kerr', 'CB');
      await world.lineup(ann, GAMEWEEK, { starters: [player] });
      await world.action(kind, player, { gameweek: GAMEWEEK, minute: 5, score: [0, 1] });
      expect(await rewardsOf(ann)).toEqual([]);
      expect(await balanceOf(ann)).toEqual({ currentBalance: 0, totalEarned: 0 });
    });

    it("should double the captain's reward and say so", async () => {
      const ann = await world.manager('ann');
      const captain = await world.footballer('Jay Park', 'CM');
      await world.lineup(ann, GAMEWEEK, { starters: [captain], captain });
      await world.action('GOAL', captain, { gameweek: GAMEWEEK, minute: 88, score: [3, 3] });
      expect(await rewardsOf(ann)).toMatchObject([{ actionType: 'goal', isCaptain: true, splTokens: 500 }]);
    });

    it('should pay only the starters of the locked lineup of that gameweek: not the bench, not another gameweek', async () => {
      const ann = await world.manager('ann');
      const benched = await world.footballer('Kit Lowe', 'ST');
      const starter = await world.footballer('Lou Marsh', 'ST');
      await world.lineup(ann, GAMEWEEK, { starters: [starter], bench: [benched] });
      await world.lineup(ann, GAMEWEEK + 1, { starters: [benched] });
      await world.action('GOAL', benched, { gameweek: GAMEWEEK, minute: 10, score: [1, 0] });
      expect(await rewardsOf(ann)).toEqual([]);
    });

    it('should pay every manager who fielded the footballer, each once, with their own balance in the event', async () => {
      const [ann, ben] = [await world.manager('ann'), await world.manager('ben')];
      const striker = await world.footballer('Max Pell', 'ST');
      await world.lineup(ann, GAMEWEEK, { starters: [striker], captain: striker });
      await world.lineup(ben, GAMEWEEK, { starters: [striker] });
      await world.action('GOAL', striker, { gameweek: GAMEWEEK, minute: 30, score: [1, 0] });

      expect(await rewardsOf(ann)).toMatchObject([{ splTokens: 400, isCaptain: true }]);
      expect(await rewardsOf(ben)).toMatchObject([{ splTokens: 200, isCaptain: false }]);
      const rewards = await awarded();
      expect(rewards).toHaveLength(2);
      expect(rewards.find((reward) => reward.managerId === ann)).toMatchObject({
        managerId: ann,
        actionType: 'goal',
        isCaptain: true,
        splTokens: 400,
        gameweek: GAMEWEEK,
        matchDetails: { footballerName: 'Max Pell', homeClub: HOME, awayClub: AWAY },
        balance: { currentBalance: 400, totalEarned: 400 },
      });
    });

    it('should pay a thousand lineups of one footballer from one action', async () => {
      const striker = await world.footballer('Ned Quill', 'ST');
      const managers = Array.from({ length: 1000 }, () => randomUUID());
      const lineups = await world.recordLineups(managers, GAMEWEEK, { starters: [striker] });
      // In parts: each wait has its own time limit, and a loaded machine applies a few hundred a second.
      for (let part = 0; part < lineups.length; part += 250) await t.applied(lineups.slice(part, part + 250));
      await world.action('GOAL', striker, { gameweek: GAMEWEEK, minute: 61, score: [1, 0] });
      expect(await awarded()).toHaveLength(1000);
      expect(await balanceOf(managers[555]!)).toEqual({ currentBalance: 200, totalEarned: 200 });
      expect((await expectLedgerBalanced(t.app)).issued).toBe(1000 * 200);
    });
  });

  describe('order of arrival', () => {
    it('should pay a lineup locked after the action for the actions of its gameweek already seen', async () => {
      const ann = await world.manager('ann');
      const scorer = await world.footballer('Oli Ross', 'CM');
      const keeper = await world.footballer('Pat Shaw', 'GK');
      const { matchId } = await world.action('GOAL', scorer, {
        gameweek: GAMEWEEK,
        minute: 9,
        score: [1, 0],
      });
      await world.action('PENALTY_SAVED', keeper, { gameweek: GAMEWEEK, minute: 40, score: [1, 0], matchId });
      await world.action('GOAL', scorer, { gameweek: GAMEWEEK + 1, minute: 9, score: [1, 0] });
      expect(await rewardsOf(ann)).toEqual([]);

      await world.lineup(ann, GAMEWEEK, { starters: [scorer, keeper], captain: keeper });
      expect((await rewardsOf(ann)).map((reward) => [reward.actionType, reward.splTokens])).toEqual([
        ['penalty_save', 1000],
        ['goal', 250],
      ]);
      expect(await balanceOf(ann)).toEqual({ currentBalance: 1250, totalEarned: 1250 });
    });

    it("should pay an action recorded before its footballer's registration once the footballer arrives", async () => {
      const ann = await world.manager('ann');
      const scorer = world.footballerOf('Quin Tate', 'LB');
      await world.lineup(ann, GAMEWEEK, { starters: [scorer] });
      await world.action('GOAL', scorer, { gameweek: GAMEWEEK, minute: 77, score: [0, 1] });
      expect(await rewardsOf(ann)).toEqual([]);
      await t.applied([await world.recordFootballer(scorer)]);
      expect(await rewardsOf(ann)).toMatchObject([{ actionType: 'goal', splTokens: 500 }]);
    });

    it('should pay every pair exactly once when lineups and actions arrive together in any order', async () => {
      const players: Footballer[] = [];
      for (const [index, position] of (['ST', 'CM', 'CB', 'GK'] as const).entries())
        players.push(await world.footballer(`Player ${index}`, position));
      const managers = [await world.manager('ann'), await world.manager('ben'), await world.manager('cyd')];
      const recorded: string[] = [];
      for (const [index, player] of players.entries()) {
        recorded.push(
          ...(
            await world.recordAction('GOAL', player, {
              gameweek: GAMEWEEK,
              minute: index + 1,
              score: [index + 1, 0],
            })
          ).eventIds,
        );
        const managerId = managers[index % managers.length]!;
        recorded.push(
          await world.recordLineup(managerId, GAMEWEEK, { starters: players, captain: players[0] }),
        );
      }
      await t.applied(recorded);
      // Each manager: four goals (200 + 250 + 500 + 800) with the striker doubled.
      for (const managerId of managers)
        expect(await balanceOf(managerId)).toEqual({ currentBalance: 1950, totalEarned: 1950 });
      expect(await awarded()).toHaveLength(12);
    });
  });

  it('should change nothing when every consumed event is delivered again', async () => {
    const [ann, ben] = [await world.manager('ann'), await world.manager('ben')];
    const keeper = await world.footballer('Ray Voss', 'GK');
    const striker = await world.footballer('Sam Webb', 'ST');
    await world.lineup(ann, GAMEWEEK, { starters: [keeper, striker], captain: striker });
    const { matchId } = await world.action('GOAL', striker, {
      gameweek: GAMEWEEK,
      minute: 3,
      score: [1, 0],
      assist: keeper,
    });
    await world.action('PENALTY_SAVED', keeper, { gameweek: GAMEWEEK, minute: 45, score: [1, 0], matchId });
    await world.lineup(ben, GAMEWEEK, { starters: [striker] });
    await world.fullTime(matchId, GAMEWEEK, [1, 0], [keeper]);
    const before = { ann: await rewardsOf(ann), ben: await rewardsOf(ben), awarded: await awarded() };
    expect(before.awarded).toHaveLength(5);

    await t.dataSource.query('DELETE FROM processed_event');
    await t.redeliverAll();

    expect(await rewardsOf(ann)).toEqual(before.ann);
    expect(await rewardsOf(ben)).toEqual(before.ben);
    expect(await awarded()).toEqual(before.awarded);
    expect(await balanceOf(ann)).toEqual({ currentBalance: 400 + 200 + 500 + 300, totalEarned: 1400 });
  });

  it('should rank earners by SPL earned, equal ones by earlier registration, and tell each their rank', async () => {
    const ann = await world.manager('ann');
    const ben = await world.manager('ben');
    const cy = await world.manager('cyd');
    const nobody = await world.manager('nobody');
    const mid = await world.footballer('Tom Yule', 'CM');
    const st = await world.footballer('Uma Zed', 'ST');
    await world.lineup(cy, GAMEWEEK, { starters: [mid] });
    await world.lineup(ben, GAMEWEEK, { starters: [st] });
    await world.lineup(ann, GAMEWEEK, { starters: [st] });
    await world.action('GOAL', mid, { gameweek: GAMEWEEK, minute: 1, score: [1, 0] });
    await world.action('GOAL', st, { gameweek: GAMEWEEK, minute: 2, score: [2, 0] });

    const board = await graphqlRequest(t.server, splLeaderboard()).expect(200);
    expect(board.body.data.splLeaderboard).toEqual([
      { id: cy, rank: 1, username: 'cyd', splTokens: 250 },
      { id: ann, rank: 2, username: 'ann', splTokens: 200 },
      { id: ben, rank: 3, username: 'ben', splTokens: 200 },
    ]);
    const page = await graphqlRequest(t.server, splLeaderboard({ limit: 1, offset: 1 })).expect(200);
    expect(page.body.data.splLeaderboard).toEqual([{ id: ann, rank: 2, username: 'ann', splTokens: 200 }]);
    const rankOf = async (userId: string) =>
      (await graphqlRequest(t.server, MY_SPL_RANK, { userId }).expect(200)).body.data.mySplRank;
    expect([await rankOf(cy), await rankOf(ann), await rankOf(ben), await rankOf(nobody)]).toEqual([
      1,
      2,
      3,
      null,
    ]);
  });
});
