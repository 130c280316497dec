import { randomUUID } from 'node:crypto';
import { until } from '@sfl/testing';
import { leagueSuite } from './league-world';

// Every league ending with a gameweek is settled in a transaction of its own (docs/leagues.md, The
// end): a round cut short settles the rest in the next round, and nothing is paid twice.
describe('leagues subgraph: settling the leagues that end with a gameweek', () => {
  const s = leagueSuite();
  const payouts = async () => (await s.world.recorded('CompetitionPayoutRequested')).map((e) => e.payload);

  /** A league of gameweek 1 with a funded prize pool of 100 and one more member. */
  const fundedLeague = async () => {
    const [creator, member] = [randomUUID(), randomUUID()];
    const league = await s.world.createLeague(creator, { startGameweek: 1, endGameweek: 1, prizePool: 100 });
    await s.world.hold(creator);
    await s.world.join(member, league.id as string);
    return league.id as string;
  };

  it('should settle the rest after a round cut short by a failure, paying each league once', async () => {
    const ids = [await fundedLeague(), await fundedLeague(), await fundedLeague()].sort();
    // The second league (in the order rounds take them) cannot be settled until the fault is gone.
    await s.t.dataSource.query(`CREATE FUNCTION refuse_settling() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'settlement cut short'; END $$`);
    await s.t.dataSource.query(`CREATE TRIGGER refuse_settling BEFORE UPDATE OF phase ON league FOR EACH ROW
      WHEN (NEW.id = '${ids[1]}') EXECUTE FUNCTION refuse_settling()`);
    try {
      await s.t.passDeadline(1);
      await s.t.finishGameweek(1);
      await expect(s.t.settleLeagues()).rejects.toThrow('settlement cut short');
      expect((await payouts()).map((payout) => payout.competitionId)).toEqual([ids[0]]);
      expect((await s.world.league(null, ids[0]!)).phase).toBe('FINISHED');
      expect((await s.world.league(null, ids[2]!)).phase).toBe('RUNNING');
    } finally {
      await s.t.dataSource.query('DROP TRIGGER refuse_settling ON league');
      await s.t.dataSource.query('DROP FUNCTION refuse_settling');
    }

    await s.t.settleLeagues();
    await s.t.redeliverAll();
    await s.t.settleLeagues();
    expect((await payouts()).map((payout) => payout.competitionId).sort()).toEqual(ids);
    expect(await s.world.recorded('LeagueFinished')).toHaveLength(3);
    for (const id of ids) expect((await s.world.league(null, id)).phase).toBe('FINISHED');
  });

  it('should settle the leagues marked due as soon as the event that marked them commits', async () => {
    const id = await fundedLeague();
    await s.t.passDeadline(1);
    await s.t.finishGameweek(1);
    // No round is asked for here (the test app runs no timed rounds).
    await until('the league settled', async () => (await payouts()).length === 1);
    expect((await s.world.league(null, id)).phase).toBe('FINISHED');
  });
});
