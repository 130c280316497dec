import { SquadWorld, CLUBS, starters } from './squad-world';
import { startSquadsTestApp, type SquadsTestApp } from './squads-test-app';

// The worked example of docs/ratings.md, through saveSquad and mySquad.
describe('squads subgraph: squad ratings', () => {
  let t: SquadsTestApp;
  let world: SquadWorld;

  beforeAll(async () => {
    t = await startSquadsTestApp();
    world = new SquadWorld(t);
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('should rate the documented 4-3-3 with one empty slot at 70 overall, 73 chemistry, 74 attack, 74 defense', async () => {
    const ann = await world.manager('ann');
    const { north, south, east, west } = CLUBS;
    const { cards } = await world.cardsFor(ann, [
      { position: 'GK', overall: 80, clubId: north },
      { position: 'LB', overall: 70, clubId: north },
      { position: 'CB', overall: 75, clubId: south },
      { position: 'RB', overall: 72, clubId: south },
      { position: 'RB', overall: 68, clubId: east },
      { position: 'CDM', overall: 77, clubId: east },
      { position: 'CM', overall: 81, clubId: north },
      { position: 'LW', overall: 85, clubId: south },
      { position: 'ST', overall: 88, clubId: west },
      { position: 'ST', overall: 79, clubId: west },
      { position: 'GK', overall: 99, clubId: west },
    ]);
    const [gk, lb, cb, rbAtCb, rb, cdm, cm, lw, st, stAtRw, benchKeeper] = cards;
    const squad = await world.save(ann, {
      teamName: 'Ann United',
      formation: '4-3-3',
      starters: starters(gk, lb, cb, rbAtCb, rb, cdm, cm, undefined, lw, st, stAtRw),
      bench: [benchKeeper!],
    });
    expect(squad.ratings).toEqual({ overall: 70, chemistry: 73, attack: 74, defense: 74 });
    expect((await world.squadOf(ann)).ratings).toEqual(squad.ratings);
  });

  it('should rate a full XI of one club, each in their natural position, at 100 chemistry', async () => {
    const ann = await world.manager('ann');
    const { cards } = await world.elevenFor(ann);
    const squad = await world.save(ann, { teamName: 'A', formation: '4-3-3', starters: cards, bench: [] });
    expect(squad.ratings).toEqual({ overall: 75, chemistry: 100, attack: 75, defense: 75 });
  });

  it('should rate the same players again when the formation changes their slots', async () => {
    const ann = await world.manager('ann');
    const { cards } = await world.elevenFor(ann);
    // 4-4-2: the three CMs play LM, CM, CM (one natural position lost); LW and ST up front, RW out.
    const [gk, lb, cb1, cb2, rb, cm1, cm2, cm3, lw, st] = cards;
    const squad = await world.save(ann, {
      teamName: 'A',
      formation: '4-4-2',
      starters: starters(gk, lb, cb1, cb2, rb, cm1, cm2, cm3, undefined, lw, st),
      bench: [],
    });
    // chemistry: positions 3×8 + 1 (CM at LM) + 1 (LW at ST) = 26, links 2×10 = 20: 46 of 55 → 84
    // attack: (2×75×2 + 75×3) / (2×2 + 4) = 66; overall 750 / 11 = 68; defense 75
    expect(squad.ratings).toEqual({ overall: 68, chemistry: 84, attack: 66, defense: 75 });
  });
});
