import { DEFAULT_LEAGUES_LIMITS } from '../src/config/leagues.config';
import { battlesWorld, errorOf } from './battles-test-kit';

// Funds before seat and the quotas (docs/battles.md, Funds first and quotas): a manager without the
// SPL cannot keep anybody else from a battle, however often they try and with however many
// accounts, and nobody creates or takes up battles without limit.
describe('leagues subgraph: battle funds first and quotas', () => {
  const w = battlesWorld();
  const NOT_OPEN = { message: 'This battle is no longer open', code: 'CONFLICT' };
  const fundedOpenBattle = async (challenger: string, wager = 25) => {
    const battle = await w.kit.created(challenger, { wager });
    await w.kit.hold(battle.id, challenger);
    return battle;
  };
  const stakeRequestsOf = async (managerId: string) =>
    (await w.kit.stakeRequests()).filter((request) => request.managerId === managerId);

  it("should not let a manager without the SPL hold a battle's seat past its hold; a manager with funds takes it", async () => {
    const battle = await fundedOpenBattle(w.ann);
    const penniless = await w.t.registerManager();
    expect(await w.kit.accepted(penniless, battle.id)).toMatchObject({
      opponent: { id: penniless },
      funded: false,
    });
    // Taken while the taker's wager is being held, for the seat's hold at most.
    expect(errorOf(await w.kit.accept(w.bob, battle.id))).toEqual(NOT_OPEN);
    expect(await w.kit.openBattles(w.bob)).toEqual([]);

    w.t.passTime(DEFAULT_LEAGUES_LIMITS.seatHoldMs);
    expect((await w.kit.openBattles(w.bob)).map((open) => open.id)).toEqual([battle.id]);
    expect(await w.kit.accepted(w.bob, battle.id)).toMatchObject({ opponent: { id: w.bob } });
    // spl-rewards' late refusal of the first taker changes nothing for the new one.
    await w.kit.refuse(battle.id, penniless, 0);
    await w.kit.hold(battle.id, w.bob);
    expect(await w.kit.battle(w.bob, battle.id)).toMatchObject({
      status: 'ACCEPTED',
      opponent: { id: w.bob },
      funded: true,
    });
    expect((await w.kit.battle(penniless, battle.id))!.refusal).toBe(
      'Wager 25 SPL is more than your balance of 0 SPL',
    );
    expect(await w.kit.settledStakeIds()).toEqual([]);
  });

  it('should refuse at once a wager the SPL last reported for the manager cannot cover, asking nothing of spl-rewards', async () => {
    const battle = await fundedOpenBattle(w.ann);
    const penniless = await w.t.registerManager();
    await w.kit.accepted(penniless, battle.id);
    await w.kit.refuse(battle.id, penniless, 0);
    const asked = await w.kit.stakeRequests();

    const refused = await w.kit.accept(penniless, battle.id);
    expect(errorOf(refused)).toEqual({
      message: 'Wager 25 SPL is more than the 0 SPL you can stake',
      code: 'CONFLICT',
    });
    expect(refused.errors![0]!.extensions).toMatchObject({ reason: 'WAGER_NOT_COVERED' });
    expect(errorOf(await w.kit.create(penniless, { wager: 10 }))).toMatchObject({ code: 'CONFLICT' });
    expect(await w.kit.stakeRequests()).toEqual(asked);
    // The seat stays free for anyone with the SPL.
    expect(await w.kit.battle(null, battle.id)).toMatchObject({ status: 'PENDING', opponent: null });
    await w.kit.accepted(w.bob, battle.id);

    // A manager with enough SPL reported may wager up to it.
    await w.kit.earn(w.cat, 40);
    expect(errorOf(await w.kit.create(w.cat, { wager: 41 }))).toMatchObject({ code: 'CONFLICT' });
    await w.kit.created(w.cat, { wager: 40 });
  });

  it('should not refuse at once a wager the balance covers after a refusal for locked bonus SPL, which vests with play unreported', async () => {
    const battle = await fundedOpenBattle(await w.t.registerManager());
    const newcomer = await w.t.registerManager();
    await w.kit.accepted(newcomer, battle.id);
    // Early Adopter's 1,000 SPL, none of it unlocked yet.
    await w.kit.refuse(battle.id, newcomer, 1_000, 0);

    // Gameweeks played since may have unlocked it: spl-rewards is asked again.
    expect(await w.kit.accepted(newcomer, battle.id)).toMatchObject({ opponent: { id: newcomer } });
  });

  it("should cap a manager's wagers waiting for their SPL, asking nothing more", async () => {
    const cap = DEFAULT_LEAGUES_LIMITS.maxPendingWagers;
    const challengers = await Promise.all(Array.from({ length: cap + 1 }, () => w.t.registerManager()));
    const battles = await Promise.all(challengers.map((challenger) => fundedOpenBattle(challenger)));
    for (const battle of battles.slice(0, cap)) await w.kit.accepted(w.cat, battle.id);

    const refused = await w.kit.accept(w.cat, battles[cap]!.id);
    expect(errorOf(refused)).toEqual({
      message: `You already have ${cap} wagers waiting for their SPL open, the most one manager may have. Finish or cancel one first.`,
      code: 'TOO_MANY_REQUESTS',
    });
    expect(refused.errors![0]!.extensions).toMatchObject({ reason: 'TOO_MANY_OPEN', retryAfterSeconds: 5 });
    expect(await stakeRequestsOf(w.cat)).toHaveLength(cap);
    expect(await w.kit.battle(null, battles[cap]!.id)).toMatchObject({ opponent: null });

    // Once one is answered the manager may take up another.
    await w.kit.hold(battles[0]!.id, w.cat);
    await w.kit.accepted(w.cat, battles[cap]!.id);
  });

  it('should release the wager of a taker who lost the seat when it is held after all', async () => {
    const battle = await fundedOpenBattle(w.ann);
    await w.kit.accepted(w.cat, battle.id);
    const late = await w.kit.stakeOf(battle.id, w.cat);
    w.t.passTime(DEFAULT_LEAGUES_LIMITS.seatHoldMs);
    await w.kit.accepted(w.bob, battle.id);
    await w.kit.hold(battle.id, w.cat);
    expect(await w.kit.outbox('CompetitionReleaseRequested')).toEqual([
      expect.objectContaining({ competitionId: battle.id, stakeIds: [late.stakeId] }),
    ]);
    expect(await w.kit.battle(w.bob, battle.id)).toMatchObject({
      status: 'PENDING',
      opponent: { id: w.bob },
    });
  });

  describe('quotas', () => {
    const battleRows = async () => (await w.t.dataSource.query('SELECT id FROM battle')) as unknown[];
    const refusalOf = (answer: Awaited<ReturnType<typeof w.kit.call>>) => {
      expect(answer.errors).toHaveLength(1);
      const [{ message, extensions }] = answer.errors as { message: string; extensions: unknown }[];
      return { message, extensions };
    };

    it('should refuse a manager past the battle creation quota, refused calls counted, creating nothing', async () => {
      const { limit } = DEFAULT_LEAGUES_LIMITS.battleCreateQuota;
      for (let call = 0; call < limit; call++)
        expect(errorOf(await w.kit.create(w.ann, { wager: 5 })).code).toBe('BAD_USER_INPUT');
      expect(refusalOf(await w.kit.create(w.ann))).toEqual({
        message: expect.stringMatching(/^Too many battles created\. Try again in \d+ seconds?\.$/),
        extensions: expect.objectContaining({
          code: 'TOO_MANY_REQUESTS',
          reason: 'RATE_LIMITED',
          retryAfterSeconds: expect.any(Number),
        }),
      });
      expect(await battleRows()).toEqual([]);
      expect(await w.kit.stakeRequests()).toEqual([]);
      await w.kit.created(w.bob);
    });

    it('should refuse a manager past the accept quota, refused calls counted, changing nothing', async () => {
      const battle = await fundedOpenBattle(w.ann);
      const { limit } = DEFAULT_LEAGUES_LIMITS.battleAcceptQuota;
      for (let call = 0; call < limit; call++)
        expect(errorOf(await w.kit.accept(w.bob, 'not-a-battle')).code).toBe('NOT_FOUND');
      expect(refusalOf(await w.kit.accept(w.bob, battle.id))).toEqual({
        message: expect.stringMatching(/^Too many battles taken up\. Try again in \d+ seconds?\.$/),
        extensions: expect.objectContaining({
          reason: 'RATE_LIMITED',
          retryAfterSeconds: expect.any(Number),
        }),
      });
      expect(await w.kit.battle(null, battle.id)).toMatchObject({ opponent: null });
      expect(await stakeRequestsOf(w.bob)).toEqual([]);
      await w.kit.accepted(w.cat, battle.id);
    });

    it('should refuse a manager past the cancel quota, refused calls counted, changing nothing', async () => {
      const battle = await fundedOpenBattle(w.ann);
      const { limit } = DEFAULT_LEAGUES_LIMITS.battleCancelQuota;
      for (let call = 0; call < limit; call++)
        expect(errorOf(await w.kit.cancel(w.ann, 'not-a-battle')).code).toBe('NOT_FOUND');
      expect(refusalOf(await w.kit.cancel(w.ann, battle.id))).toEqual({
        message: expect.stringMatching(/^Too many battles cancelled\. Try again in \d+ seconds?\.$/),
        extensions: expect.objectContaining({
          reason: 'RATE_LIMITED',
          retryAfterSeconds: expect.any(Number),
        }),
      });
      expect(await w.kit.battle(null, battle.id)).toMatchObject({ status: 'PENDING' });
    });

    it('should cap the battles one manager has open, until one of them closes', async () => {
      const cap = DEFAULT_LEAGUES_LIMITS.maxOpenBattles;
      const open = [];
      for (let n = 0; n < cap; n++) open.push(await fundedOpenBattle(w.ann));
      const refused = refusalOf(await w.kit.create(w.ann));
      expect(refused).toEqual({
        message: `You already have ${cap} battles open, the most one manager may have. Finish or cancel one first.`,
        extensions: expect.objectContaining({ reason: 'TOO_MANY_OPEN', retryAfterSeconds: 60 }),
      });
      expect(await battleRows()).toHaveLength(cap);
      await w.kit.cancel(w.ann, open[0]!.id);
      await w.kit.created(w.ann);
    });
  });
});
