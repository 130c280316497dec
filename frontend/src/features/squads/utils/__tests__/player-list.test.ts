import { describe, expect, it } from '@jest/globals';
import { floorPrice, NO_FILTERS, sortedAndFiltered } from '@/features/squads/utils/player-list';
import { playerCard } from '@/testing/squad-fixtures';

// Four cards whose figures order differently by each sort.
const keeper = playerCard(
  'c-gk',
  'Aldo Ashwell',
  'GK',
  { overall: 74 },
  {
    form: 3.5,
    points: 40,
    next: { opponent: 'NOR', home: true, difficulty: 4 },
    floor: 900,
  },
);
const defender = playerCard(
  'c-cb',
  'Dario Fenn',
  'CB',
  { overall: 73, rarity: 'RARE' },
  {
    form: 7.2,
    points: 22,
    next: { opponent: 'HAR', home: false, difficulty: 2, kickoffAt: '2026-12-06T15:00:00Z' },
  },
);
const midfielder = playerCard(
  'c-cm',
  'Hugo Garrow',
  'CM',
  { overall: 76 },
  {
    form: 5,
    points: 61,
    next: { opponent: 'WES', home: true, difficulty: 2, kickoffAt: '2026-12-05T15:00:00Z' },
    floor: 2_400,
  },
);
const striker = playerCard(
  'c-st',
  'Kofi Brannock',
  'ST',
  { overall: 80 },
  { form: 0, points: 0, floor: 150 },
);
const cards = [striker, midfielder, defender, keeper];
const names = (list: readonly { footballer: { name: string } }[]) => list.map((card) => card.footballer.name);

describe('sortedAndFiltered', () => {
  it('should order by position group then overall by default', () => {
    expect(names(sortedAndFiltered(cards, 'position', NO_FILTERS))).toEqual([
      'Aldo Ashwell',
      'Dario Fenn',
      'Hugo Garrow',
      'Kofi Brannock',
    ]);
  });

  it('should put the best form first, and the most season points first', () => {
    expect(names(sortedAndFiltered(cards, 'form', NO_FILTERS))).toEqual([
      'Dario Fenn',
      'Hugo Garrow',
      'Aldo Ashwell',
      'Kofi Brannock',
    ]);
    expect(names(sortedAndFiltered(cards, 'points', NO_FILTERS))).toEqual([
      'Hugo Garrow',
      'Aldo Ashwell',
      'Dario Fenn',
      'Kofi Brannock',
    ]);
  });

  it('should put the dearest market floor first and the cards whose tier has no listing last', () => {
    expect(names(sortedAndFiltered(cards, 'price', NO_FILTERS))).toEqual([
      'Hugo Garrow',
      'Aldo Ashwell',
      'Kofi Brannock',
      'Dario Fenn',
    ]);
  });

  it('should put the easiest next fixture first, the sooner kick-off between equals, and no fixture last', () => {
    expect(names(sortedAndFiltered(cards, 'fixture', NO_FILTERS))).toEqual([
      'Hugo Garrow',
      'Dario Fenn',
      'Aldo Ashwell',
      'Kofi Brannock',
    ]);
  });

  it('should keep only the position group, the next fixtures at most that hard and the form at least that', () => {
    expect(names(sortedAndFiltered(cards, 'form', { ...NO_FILTERS, group: 'MID' }))).toEqual(['Hugo Garrow']);
    // A player without a next fixture is left out by a difficulty limit.
    expect(names(sortedAndFiltered(cards, 'form', { ...NO_FILTERS, maxDifficulty: 2 }))).toEqual([
      'Dario Fenn',
      'Hugo Garrow',
    ]);
    expect(names(sortedAndFiltered(cards, 'points', { ...NO_FILTERS, minForm: 5 }))).toEqual([
      'Hugo Garrow',
      'Dario Fenn',
    ]);
    expect(sortedAndFiltered(cards, 'form', { group: 'GK', maxDifficulty: 3, minForm: null })).toEqual([]);
  });
});

describe('floorPrice', () => {
  it("should read the floor of the card's own tier only", () => {
    const rare = playerCard('c-r', 'Dario Fenn', 'CB', { rarity: 'RARE' }, { floor: 700 });
    const sameFootballerEpic = {
      ...rare,
      rarity: 'EPIC' as const,
    };

    expect(floorPrice(rare)).toBe(700);
    expect(floorPrice(sameFootballerEpic)).toBeNull();
  });
});
