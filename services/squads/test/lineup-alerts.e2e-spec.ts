import { randomUUID } from 'node:crypto';
import type { PayloadOf } from '@sfl/events';
import {
  type FieldedPlayerInjured,
  GameweekLockApproaching,
  InjuryReported,
  type LineupIncomplete,
} from '@sfl/contracts';
import { gameweekDeadlinePassed } from '@sfl/testing';
import { CLUBS, FOUR_THREE_THREE, SquadWorld, starters } from './squad-world';
import { startSquadsTestApp, type SquadsTestApp } from './squads-test-app';

const DEADLINE = '2030-08-23T15:00:00.000Z';

// matches' injuries and coming locks, told by squads to each manager they concern (squads.events).
describe('squads subgraph: lineup alerts', () => {
  let t: SquadsTestApp;
  let world: SquadWorld;

  beforeAll(async () => {
    t = await startSquadsTestApp();
    world = new SquadWorld(t);
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const recorded = async <P>(type: string): Promise<P[]> =>
    (
      (await t.dataSource.query('SELECT payload FROM outbox_event WHERE type = $1 ORDER BY sequence', [
        type,
      ])) as { payload: P }[]
    ).map((row) => row.payload);
  const injured = () => recorded<PayloadOf<typeof FieldedPlayerInjured>>('FieldedPlayerInjured');
  const incomplete = () => recorded<PayloadOf<typeof LineupIncomplete>>('LineupIncomplete');

  const injury = (footballerId: string): PayloadOf<typeof InjuryReported> => ({
    injuryId: randomUUID(),
    footballerId,
    clubId: CLUBS.north,
    severity: 'Moderate',
    status: 'Out',
    expectedReturn: '2030-09-01',
  });

  /** `manager`'s full 4-3-3 saved, with `benched` card ids on the bench. */
  async function fullSquad(manager: string, benched: string[] = []) {
    const { cards, footballers } = await world.elevenFor(manager);
    await world.save(manager, { teamName: 'Team', formation: '4-3-3', starters: cards, bench: benched });
    return { cards, footballers };
  }

  it('should tell each manager fielding the injured footballer, starter or bench, and nobody else, once', async () => {
    const ann = await world.manager('annsmith');
    const bob = await world.manager('bobjones');
    const cid = await world.manager('cidholds');
    const { footballers } = await fullSquad(ann);
    const striker = footballers[10]!;
    const bobsCard = await world.card(striker, bob);
    await fullSquad(bob, [bobsCard]);
    await world.card(striker, cid); // held, never fielded

    const report = injury(striker);
    await t.publish(InjuryReported, striker, report);
    const expected = (managerId: string, role: 'STARTER' | 'BENCH') => ({
      managerId,
      injuryId: report.injuryId,
      footballerId: striker,
      footballerName: `Player 10 ${FOUR_THREE_THREE[10]}`,
      clubName: `Club ${CLUBS.north.slice(0, 4)}`,
      role,
      status: 'Out',
      expectedReturn: '2030-09-01',
    });
    expect([...(await injured())].sort((a, b) => (a.role < b.role ? 1 : -1))).toEqual([
      expected(ann, 'STARTER'),
      expected(bob, 'BENCH'),
    ]);

    // Delivered again: its processed marker commits with the alerts, so nothing new.
    await t.redeliverAll();
    expect(await injured()).toHaveLength(2);
  });

  it('should tell a manager whose lineup of the live gameweek fields him though he left the squad since', async () => {
    const ann = await world.manager('annsmith');
    const { cards, footballers } = await fullSquad(ann);
    await t.publish(...gameweekDeadlinePassed(1));
    await world.move(cards[10]!, footballers[10]!, { from: ann, to: randomUUID(), reason: 'MARKET_SALE' });
    expect((await world.squadOf(ann)).slots[10]!.card).toBeNull();

    await t.publish(InjuryReported, footballers[10]!, injury(footballers[10]!));
    expect((await injured()).map(({ managerId, role }) => ({ managerId, role }))).toEqual([
      { managerId: ann, role: 'STARTER' },
    ]);
  });

  it('should remind every manager short of 11 starters before the lock, once, and none once it passed', async () => {
    const ann = await world.manager('annsmith');
    const bob = await world.manager('bobjones');
    const cid = await world.manager('cidholds');
    await fullSquad(ann);
    const { cards } = await world.elevenFor(bob);
    await world.save(bob, {
      teamName: 'Nine',
      formation: '4-3-3',
      starters: starters(...cards.slice(0, 9)),
      bench: [],
    });
    await world.elevenFor(cid); // cards, no squad saved

    const firstMatchId = randomUUID();
    await t.publish(GameweekLockApproaching, firstMatchId, { gameweek: 2, deadline: DEADLINE, firstMatchId });
    expect([...(await incomplete())].sort((a, b) => a.starters - b.starters)).toEqual([
      { managerId: cid, gameweek: 2, deadline: DEADLINE, starters: 0 },
      { managerId: bob, gameweek: 2, deadline: DEADLINE, starters: 9 },
    ]);
    await t.redeliverAll();
    expect(await incomplete()).toHaveLength(2);

    // Applied after the gameweek's deadline (its lineups are locked): too late to remind anyone.
    await t.publish(...gameweekDeadlinePassed(3));
    const late = randomUUID();
    await t.publish(GameweekLockApproaching, late, { gameweek: 3, deadline: DEADLINE, firstMatchId: late });
    expect(await incomplete()).toHaveLength(2);
  });
});
