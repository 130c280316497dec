import { randomUUID } from 'node:crypto';
import { batchDelivery, managerPointsUpdated, rawEnvelope, until } from '@sfl/testing';
import { ProjectionsConsumer } from '../src/projections/projections.consumer';
import { leagueSuite } from './league-world';

// Every league ending with a gameweek is settled in a transaction of its own (docs/leagues.md, The
// end): a round cut short settles the rest in the next round, and nothing is paid twice.
describe('leagues subgraph: settling the leagues that end with a gameweek', () => {
  const s = leagueSuite();
  const payouts = async () => (await s.world.recorded('CompetitionPayoutRequested')).map((e) => e.payload);

  /** A league of gameweek 1 with a funded prize pool of 100 and one more member. */
  const fundedLeagueOf = async (creator: string, member: string) => {
    const league = await s.world.createLeague(creator, { startGameweek: 1, endGameweek: 1, prizePool: 100 });
    await s.world.hold(creator);
    await s.world.join(member, league.id as string);
    return league.id as string;
  };
  const fundedLeague = () => fundedLeagueOf(randomUUID(), randomUUID());

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

  it('should settle a league once its members’ final figures, come in one batch, are applied', async () => {
    const [creator, member] = [randomUUID(), randomUUID()];
    const id = await fundedLeagueOf(creator, member);
    await s.t.lockLineup(creator, 1);
    await s.t.lockLineup(member, 1);
    await s.t.passDeadline(1);
    await s.t.finishGameweek(1);
    // Both lineups wait for their final figures: nothing is due yet.
    expect((await s.world.league(null, id)).phase).toBe('RUNNING');
    // The Kafka transport's batches: a partition's messages applied in one transaction.
    const { deliver, warnings } = batchDelivery(s.t, s.t.app.get(ProjectionsConsumer).definition());
    const finals = [managerPointsUpdated(creator, 1, 7, true), managerPointsUpdated(member, 1, 9, true)];
    expect(await deliver(finals.map((record) => rawEnvelope(...record)))).toEqual(['applied', 'applied']);
    await until('the league settled', async () => (await payouts()).length === 1);
    expect((await s.world.league(null, id)).phase).toBe('FINISHED');
    expect(warnings).toEqual([]);
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
