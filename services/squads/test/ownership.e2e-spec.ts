import { randomUUID } from 'node:crypto';
import { GameweekDeadlinePassed, GameweekFinished, GameweeksScheduled, type Position } from '@sfl/contracts';
import { graphqlRequest, sqlStatementsDuring } from '@sfl/testing';
import { footballerOwnershipOperation } from './operations/footballer.operations';
import { CLUBS, FOUR_THREE_THREE, SquadWorld, starters } from './squad-world';
import { startSquadsTestApp, type SquadsTestApp } from './squads-test-app';

interface Ownership {
  gameweek: number;
  lineups: number;
  percent: number;
}

const STRIKER_SLOT = 9;
/** An XI of one striker, the other slots empty. */
const onlyStriker = (card: string) =>
  starters(...Array.from({ length: STRIKER_SLOT }, () => undefined), card);

describe('squads subgraph: how many lineups start a footballer (Footballer.ownership)', () => {
  let t: SquadsTestApp;
  let world: SquadWorld;

  beforeAll(async () => {
    t = await startSquadsTestApp();
    world = new SquadWorld(t);
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const ownershipOf = async (footballerIds: readonly string[]) => {
    const res = await graphqlRequest(t.server, footballerOwnershipOperation(footballerIds));
    expect(res.body.errors).toBeUndefined();
    return (res.body.data._entities as { id: string; ownership: Ownership | null }[]).map(
      (footballer) => footballer.ownership,
    );
  };
  const deadline = (gameweek: number) =>
    t.publish(GameweekDeadlinePassed, randomUUID(), {
      gameweek,
      deadline: new Date().toISOString(),
      firstMatchId: randomUUID(),
    });
  const share = (lineups: number, of: number, gameweek = 1): Ownership => ({
    gameweek,
    lineups,
    percent: (100 * lineups) / of,
  });

  // One after the other, as SquadWorld.cardsFor explains.
  async function cardsOf(owner: string, footballerIds: readonly string[]): Promise<string[]> {
    const cards = [];
    for (const id of footballerIds) cards.push(await world.card(id, owner));
    return cards;
  }

  /** Ann's full 4-3-3 of new footballers; Ben fields her striker on his bench, Cal starts her goalkeeper alone. */
  async function threeLineups() {
    const [ann, ben, cal] = [
      await world.manager('ann'),
      await world.manager('ben'),
      await world.manager('cal'),
    ];
    const xi = await world.elevenFor(ann);
    await world.save(ann, {
      teamName: 'Ann FC',
      formation: '4-3-3',
      starters: starters(...xi.cards),
      bench: [],
    });
    const striker = xi.footballers[STRIKER_SLOT]!;
    const benStriker = await world.cardsFor(ben, [{ position: 'ST' }]);
    await world.save(ben, {
      teamName: 'Ben FC',
      formation: '4-3-3',
      starters: starters(...(await cardsOf(ben, xi.footballers.slice(0, STRIKER_SLOT))), benStriker.cards[0]),
      bench: [await world.card(striker, ben)],
    });
    await world.save(cal, {
      teamName: 'Cal FC',
      formation: '4-3-3',
      starters: starters(await world.card(xi.footballers[0]!, cal)),
      bench: [],
    });
    return { cal, xi, striker, benStriker: benStriker.footballers[0]! };
  }

  it('should answer null before any gameweek, then each footballer’s share of the latest locked gameweek’s lineups', async () => {
    const { cal, xi, striker, benStriker } = await threeLineups();
    const unknown = randomUUID();
    expect(await ownershipOf([xi.footballers[0]!, striker])).toEqual([null, null]);

    await deadline(1);
    // The goalkeeper starts in all three; the defenders and midfielders in Ann's and Ben's; Ann's
    // striker only in hers (Ben benches him); nobody fields the unknown footballer.
    expect(await ownershipOf([xi.footballers[0]!, xi.footballers[1]!, striker, benStriker, unknown])).toEqual(
      [share(3, 3), share(2, 3), share(1, 3), share(1, 3), share(0, 3)],
    );

    // A squad changed after the gameweek counts from the next deadline: Cal starts Ann's striker alone.
    await t.publish(GameweekFinished, randomUUID(), {
      gameweek: 1,
      finishedAt: new Date().toISOString(),
      lastMatchId: randomUUID(),
    });
    await world.save(cal, {
      teamName: 'Cal FC',
      formation: '4-3-3',
      starters: onlyStriker(await world.card(striker, cal)),
      bench: [],
    });
    expect(await ownershipOf([striker])).toEqual([share(1, 3)]);
    await deadline(2);
    expect(await ownershipOf([xi.footballers[0]!, striker])).toEqual([share(2, 3, 2), share(2, 3, 2)]);
  });

  it('should read a market page of 100 footballers with one statement', async () => {
    const { xi } = await threeLineups();
    await deadline(1);
    const others = Array.from({ length: 100 - xi.footballers.length - 1 }, () => randomUUID());
    const ids = [...xi.footballers, ...others, 'not-a-uuid'];
    const { result, statements } = await sqlStatementsDuring(t.dataSource, () => ownershipOf(ids));
    expect(result).toHaveLength(100);
    expect(result.slice(0, 9)).toEqual(Array.from({ length: 9 }, (_, slot) => share(slot ? 2 : 3, 3)));
    expect(result.slice(xi.footballers.length)).toEqual(others.map(() => share(0, 3)).concat(share(0, 3)));
    expect(statements.filter((sql) => /FROM footballer_ownership/.test(sql))).toHaveLength(1);
  });

  it('should follow a lineup changed during the gameweek: the player swapped out loses it, the one swapped in gains it', async () => {
    // Only east v west has a fixture this gameweek and it kicks off later: its players stay
    // movable after the deadline, everyone else's are locked from it.
    await t.publish(GameweeksScheduled, 'season-1', {
      season: 1,
      gameweeks: [{ gameweek: 1, plannedDeadline: new Date().toISOString() }],
      fixtures: [
        {
          matchId: randomUUID(),
          gameweek: 1,
          homeClubId: CLUBS.east,
          awayClubId: CLUBS.west,
          kickoffAt: new Date(Date.now() + 3_600_000).toISOString(),
        },
      ],
    });
    const [ann, ben] = [await world.manager('ann'), await world.manager('ben')];
    const positions = FOUR_THREE_THREE.map((position: Position, slot) => ({
      position,
      clubId: slot === STRIKER_SLOT ? CLUBS.east : CLUBS.north,
    }));
    const xi = await world.cardsFor(ann, positions);
    const west = await world.cardsFor(ann, [{ position: 'ST', clubId: CLUBS.west }]);
    const [east, westStriker] = [xi.footballers[STRIKER_SLOT]!, west.footballers[0]!];
    const annSquad = {
      teamName: 'Ann FC',
      formation: '4-3-3',
      starters: starters(...xi.cards),
      bench: west.cards,
    };
    await world.save(ann, annSquad);
    const benEast = await world.card(east, ben);
    await world.save(ben, {
      teamName: 'Ben FC',
      formation: '4-3-3',
      starters: onlyStriker(benEast),
      bench: [],
    });
    await deadline(1);
    expect(await ownershipOf([east, westStriker, xi.footballers[0]!])).toEqual([
      share(2, 2),
      share(0, 2),
      share(1, 2),
    ]);

    // Ann swaps the east striker out for the west one on her bench.
    const swapped = [...xi.cards];
    swapped[STRIKER_SLOT] = west.cards[0]!;
    await world.save(ann, { ...annSquad, starters: starters(...swapped), bench: [xi.cards[STRIKER_SLOT]!] });
    expect(await ownershipOf([east, westStriker, xi.footballers[0]!])).toEqual([
      share(1, 2),
      share(1, 2),
      share(1, 2),
    ]);

    // Ben takes his striker out of the XI; Ann brings hers back in.
    await world.save(ben, { teamName: 'Ben FC', formation: '4-3-3', starters: starters(), bench: [benEast] });
    await world.save(ann, annSquad);
    expect(await ownershipOf([east, westStriker])).toEqual([share(1, 2), share(0, 2)]);
  });
});
