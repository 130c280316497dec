import { eventually } from '../world/services-world';
import { CompetitionWorld } from './competition-world';
import { ACCEPT_BATTLE, BATTLE, CANCEL_BATTLE, CREATE_BATTLE, OPEN_BATTLES } from './competition-operations';

interface Battle {
  id: string;
  status: 'PENDING' | 'ACCEPTED' | 'LIVE' | 'COMPLETED' | 'CANCELLED' | 'EXPIRED';
  gameweek: number;
  funded: boolean;
  result: 'WIN' | 'LOSS' | 'DRAW' | null;
  opponent: { id: string } | null;
}

// Registering earns Early Adopter's 1,000 SPL, bonus SPL that pays no other manager before he plays
// (spl-rewards' docs/ledger.md): every manager is granted the wager as earned SPL.
const WAGER = 300;

// Head-to-head battles' wagers held, paid to the winner or given back: leagues asks, spl-rewards
// moves the SPL in its ledger and answers, each through the other's events on one bus.
describe('battle wagers across leagues and spl-rewards', () => {
  let world: CompetitionWorld;

  beforeAll(async () => {
    world = await CompetitionWorld.start();
  });
  afterAll(() => world.close());
  // Every test settles its battles: nothing is left in ESCROW.
  afterEach(() => world.expectLedgerBalanced());

  const fundedManagers = async (count: number) => {
    const managers = await world.registerManagers(count);
    await Promise.all(managers.map((manager) => world.grant(manager, WAGER)));
    return managers;
  };
  const battleSeenBy = async (caller: string, id: string): Promise<Battle> =>
    (await world.leaguesData(caller, BATTLE, { id })).battle;
  const battleOnce = (what: string, caller: string, id: string, done: (battle: Battle) => boolean) =>
    eventually(what, () => battleSeenBy(caller, id), done);
  /** A battle sent to `opponent` (an open one when null), once the challenger's wager is held. */
  const challenge = async (challenger: string, opponent: string | null): Promise<Battle> => {
    const input = { opponentUsername: opponent ? world.usernameOf(opponent) : null, wager: WAGER };
    const { id } = (await world.leaguesData(challenger, CREATE_BATTLE, { input })).createBattle as Battle;
    return battleOnce("the challenger's wager to be held", challenger, id, (battle) => battle.funded);
  };
  const accept = async (opponent: string, battle: Battle): Promise<Battle> => {
    await world.leaguesData(opponent, ACCEPT_BATTLE, { id: battle.id });
    return battleOnce('both wagers to be held', opponent, battle.id, ({ status }) => status === 'ACCEPTED');
  };
  /** Plays the battle's gameweek with each side's points; the battle once completed. */
  const play = async (battle: Battle, points: [string, number][]): Promise<Battle> => {
    await world.play(battle.gameweek, new Map(points.map(([manager, figure]) => [manager, [figure]])));
    const [[side]] = points as [[string, number]];
    return battleOnce('the battle to be settled', side, battle.id, ({ status }) => status === 'COMPLETED');
  };
  /** The balances' moves while the sides' wagers are held. */
  const wagered = (...sides: string[]) => new Map(sides.map((side) => [side, -WAGER]));
  /** The balances' moves once the winner was paid both wagers. */
  const won = (winner: string, loser: string) =>
    new Map([
      [winner, WAGER],
      [loser, -WAGER],
    ]);
  const expectNoLongerOpen = async (manager: string, battle: Battle) =>
    expect((await world.callLeagues(manager, ACCEPT_BATTLE, { id: battle.id })).errors).toMatchObject([
      { message: 'This battle is no longer open', extensions: { code: 'CONFLICT' } },
    ]);

  it('should hold both wagers and pay the winner twice the wager, once', async () => {
    const [challenger, opponent] = (await fundedManagers(2)) as [string, string];
    const before = await world.balancesOf([challenger, opponent]);

    const battle = await challenge(challenger, opponent);
    await world.expectBalancesMoved(before, wagered(challenger));
    await world.expectLedgerBalanced(WAGER);
    await accept(opponent, battle);
    await world.expectBalancesMoved(before, wagered(challenger, opponent));
    await world.expectLedgerBalanced(2 * WAGER);

    const completed = await play(battle, [
      [challenger, 30],
      [opponent, 20],
    ]);
    expect(completed).toMatchObject({ result: 'WIN', opponent: { id: opponent } });
    expect((await battleSeenBy(opponent, battle.id)).result).toBe('LOSS');
    await world.expectLedgerBalanced();
    await world.expectBalancesMoved(before, won(challenger, opponent));

    // Delivered again, and again with spl-rewards' marker of the payout gone.
    await world.redeliver();
    await world.redeliver({ markersOf: ['CompetitionPayoutRequested'] });
    await world.expectBalancesMoved(before, won(challenger, opponent));
  });

  it('should give both wagers back on a draw', async () => {
    const [challenger, opponent] = (await fundedManagers(2)) as [string, string];
    const before = await world.balancesOf([challenger, opponent]);
    const battle = await accept(opponent, await challenge(challenger, opponent));

    const completed = await play(battle, [
      [challenger, 25],
      [opponent, 25],
    ]);

    expect(completed.result).toBe('DRAW');
    expect((await battleSeenBy(opponent, battle.id)).result).toBe('DRAW');
    await world.expectLedgerBalanced();
    await world.expectBalancesMoved(before, new Map());
  });

  it("should give the challenger's wager back when they cancel, and only they may", async () => {
    const [challenger, opponent] = (await fundedManagers(2)) as [string, string];
    const before = await world.balancesOf([challenger, opponent]);
    const battle = await challenge(challenger, opponent);

    expect((await world.callLeagues(opponent, CANCEL_BATTLE, { id: battle.id })).errors).toMatchObject([
      { extensions: { code: 'FORBIDDEN' } },
    ]);
    await world.expectLedgerBalanced(WAGER);
    const cancelled = (await world.leaguesData(challenger, CANCEL_BATTLE, { id: battle.id })).cancelBattle;

    expect(cancelled.status).toBe('CANCELLED');
    await expectNoLongerOpen(opponent, battle);
    await world.expectLedgerBalanced();
    await world.expectBalancesMoved(before, new Map());
  });

  it("should give the challenger's wager back when nobody accepted by the gameweek's deadline", async () => {
    const [challenger, passerBy] = (await fundedManagers(2)) as [string, string];
    const before = await world.balancesOf([challenger, passerBy]);
    const battle = await challenge(challenger, null);
    const open = (await world.leaguesData(passerBy, OPEN_BATTLES)).openBattles as { id: string }[];
    expect(open.map(({ id }) => id)).toContain(battle.id);

    await world.passDeadline(battle.gameweek);

    expect(await battleSeenBy(challenger, battle.id)).toMatchObject({ status: 'EXPIRED', opponent: null });
    await expectNoLongerOpen(passerBy, battle);
    await world.finishGameweek(battle.gameweek);
    await world.expectLedgerBalanced();
    await world.expectBalancesMoved(before, new Map());
  });

  it('should seat exactly one of 10 managers accepting an open challenge at once, and take SPL only from them', async () => {
    const [challenger, ...crowd] = (await fundedManagers(11)) as [string, ...string[]];
    const before = await world.balancesOf([challenger, ...crowd]);
    const battle = await challenge(challenger, null);

    const answers = await Promise.all(
      crowd.map((manager) => world.callLeagues(manager, ACCEPT_BATTLE, { id: battle.id })),
    );

    const seated = crowd.filter((_, n) => answers[n]!.data);
    expect(seated).toHaveLength(1);
    const [opponent] = seated as [string];
    const turnedAway = answers.filter((answer) => answer.errors);
    expect(turnedAway).toHaveLength(9);
    for (const { errors } of turnedAway)
      expect(errors).toMatchObject([
        { message: 'This battle is no longer open', extensions: { code: 'CONFLICT' } },
      ]);
    const accepted = await battleOnce(
      'both wagers to be held',
      opponent,
      battle.id,
      ({ status }) => status === 'ACCEPTED',
    );
    expect(accepted.opponent).toEqual({ id: opponent });
    await world.expectBalancesMoved(before, wagered(challenger, opponent));
    await world.expectLedgerBalanced(2 * WAGER);

    expect(
      await play(battle, [
        [opponent, 40],
        [challenger, 10],
      ]),
    ).toMatchObject({ result: 'WIN' });
    await world.expectLedgerBalanced();
    await world.expectBalancesMoved(before, won(opponent, challenger));
  });
});
