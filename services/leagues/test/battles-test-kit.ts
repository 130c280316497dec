import { randomUUID } from 'node:crypto';
import { AchievementUnlocked, CompetitionStakeHeld, CompetitionStakeRefused } from '@sfl/contracts';
import { graphqlRequest } from '@sfl/testing';
import { type LeaguesTestApp, startLeaguesTestApp } from './leagues-test-app';

export const BATTLE_FIELDS = `id challenger { id } opponent { id } invited { id } status wager prize gameweek
  acceptBy challengerScore opponentScore result funded refusal createdAt settledAt`;

export interface BattleJson {
  id: string;
  challenger: { id: string };
  opponent: { id: string } | null;
  invited: { id: string } | null;
  status: string;
  wager: number;
  prize: number;
  gameweek: number;
  acceptBy: string | null;
  challengerScore: number | null;
  opponentScore: number | null;
  result: string | null;
  funded: boolean;
  refusal: string | null;
  createdAt: string;
  settledAt: string | null;
}

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions: { code: string } }[];
}

/** A wager request as battles recorded it. */
interface StakeRequest {
  stakeId: string;
  managerId: string;
  competitionId: string;
  amount: number;
}

/** Battles' operations, spl-rewards' stand-in answers and what battles published, for one test app. */
export function battlesKit(t: LeaguesTestApp) {
  const call = async (caller: string | null, query: string, variables: Record<string, unknown> = {}) =>
    (await graphqlRequest(t.server, { query, variables }, caller ? { userId: caller } : {})).body as Answer;
  const ok = async <T>(caller: string | null, query: string, variables: Record<string, unknown> = {}) => {
    const body = await call(caller, query, variables);
    expect(body.errors).toBeUndefined();
    return Object.values(body.data!)[0] as T;
  };
  const outbox = async <P = Record<string, unknown>>(type: string): Promise<P[]> =>
    (
      await t.dataSource.query<{ payload: P }[]>(
        'SELECT payload FROM outbox_event WHERE type = $1 ORDER BY sequence',
        [type],
      )
    ).map((row) => row.payload);
  const stakeRequests = () => outbox<StakeRequest>('CompetitionStakeRequested');
  // The wager battles asked of `managerId` for the battle, latest first.
  const stakeOf = async (battleId: string, managerId: string) => {
    const requests = (await stakeRequests()).filter(
      (request) => request.competitionId === battleId && request.managerId === managerId,
    );
    if (!requests.length) throw new Error(`no wager was asked of ${managerId} for ${battleId}`);
    return requests.at(-1)!;
  };
  const kit = {
    call,
    ok,
    outbox,
    stakeRequests,
    stakeOf,
    create: (caller: string | null, input: Record<string, unknown> = {}) =>
      call(
        caller,
        `mutation($input: CreateBattleInput!) { createBattle(input: $input) { ${BATTLE_FIELDS} } }`,
        {
          input,
        },
      ),
    accept: (caller: string | null, battleId: string) =>
      call(caller, `mutation($id: ID!) { acceptBattle(battleId: $id) { ${BATTLE_FIELDS} } }`, {
        id: battleId,
      }),
    cancel: (caller: string | null, battleId: string) =>
      call(caller, `mutation($id: ID!) { cancelBattle(battleId: $id) { ${BATTLE_FIELDS} } }`, {
        id: battleId,
      }),
    battle: (caller: string | null, id: string) =>
      ok<BattleJson | null>(caller, `query($id: ID!) { battle(id: $id) { ${BATTLE_FIELDS} } }`, { id }),
    myBattles: (caller: string) => ok<BattleJson[]>(caller, `{ myBattles { ${BATTLE_FIELDS} } }`),
    openBattles: (caller: string) => ok<BattleJson[]>(caller, `{ openBattles { ${BATTLE_FIELDS} } }`),
    /** Creates a battle and answers it, failing the test on an error. */
    created: async (caller: string, input: Record<string, unknown> = {}) => {
      const body = await kit.create(caller, input);
      expect(body.errors).toBeUndefined();
      return body.data!.createBattle as BattleJson;
    },
    accepted: async (caller: string, battleId: string) => {
      const body = await kit.accept(caller, battleId);
      expect(body.errors).toBeUndefined();
      return body.data!.acceptBattle as BattleJson;
    },
    /** spl-rewards holds the manager's latest wager for the battle (CompetitionStakeHeld). */
    hold: async (battleId: string, managerId: string) =>
      t.publish(CompetitionStakeHeld, managerId, {
        ...(await stakeOf(battleId, managerId)),
        purpose: 'battle_wager',
        holdId: randomUUID(),
        balance: { currentBalance: 500, totalEarned: 1000 },
      }),
    /**
     * spl-rewards refuses the manager's latest wager for the battle: they hold only `balance`, of
     * which `spendable` could pay other managers (less when bonus SPL is still locked).
     */
    refuse: async (battleId: string, managerId: string, balance: number, spendable: number = balance) =>
      t.publish(CompetitionStakeRefused, managerId, {
        ...(await stakeOf(battleId, managerId)),
        purpose: 'battle_wager',
        currentBalance: balance,
        spendable,
      }),
    /** spl-rewards pays the manager an achievement's SPL: they hold `balance` after it. */
    earn: (managerId: string, balance: number) =>
      t.publish(AchievementUnlocked, managerId, {
        managerId,
        achievementId: 'first-goal',
        title: 'First Goal',
        icon: 'goal',
        rarity: 'common',
        category: 'scoring',
        reward: { tokens: 10, badge: null, nft: null },
        unlockedAt: new Date().toISOString(),
        balance: { currentBalance: balance, totalEarned: balance },
      }),
    /** A battle both sides have funded: ACCEPTED, waiting for its gameweek. */
    acceptedBattle: async (challenger: string, opponent: string, input: Record<string, unknown> = {}) => {
      const battle = await kit.created(challenger, input);
      await kit.hold(battle.id, challenger);
      await kit.accepted(opponent, battle.id);
      await kit.hold(battle.id, opponent);
      return battle;
    },
    /** Every stake named in a payout or a release, as often as it was named. */
    settledStakeIds: async () => [
      ...(await outbox<{ stakeIds: string[] }>('CompetitionPayoutRequested')).flatMap((p) => p.stakeIds),
      ...(await outbox<{ stakeIds: string[] }>('CompetitionReleaseRequested')).flatMap((p) => p.stakeIds),
    ],
  };
  return kit;
}

/** The error of an answer: its message and code. */
export const errorOf = (answer: Answer) => {
  expect(answer.errors).toHaveLength(1);
  return { message: answer.errors![0]!.message, code: answer.errors![0]!.extensions.code };
};

export type BattlesKit = ReturnType<typeof battlesKit>;

/** A spec's world: the app for the whole file, and before each test three managers and a season of 38 gameweeks. */
export interface BattlesWorld {
  t: LeaguesTestApp;
  kit: BattlesKit;
  ann: string;
  bob: string;
  cat: string;
}

export function battlesWorld(): BattlesWorld {
  const world = {} as BattlesWorld;
  beforeAll(async () => {
    world.t = await startLeaguesTestApp();
    world.kit = battlesKit(world.t);
  });
  afterAll(() => world.t.close());
  beforeEach(async () => {
    await world.t.reset();
    world.ann = await world.t.registerManager('AnnSmith');
    world.bob = await world.t.registerManager('BobJones');
    world.cat = await world.t.registerManager('CatBrown');
    await world.t.startSeason(1, 38);
  });
  return world;
}
