import type {
  FormationLayoutFieldsFragment,
  ManagerStatsFieldsFragment,
  PlayerCardFieldsFragment,
  PlayerCardFiguresFieldsFragment,
  Position,
  PositionGroup,
  Rarity,
  SquadFieldsFragment,
} from '@/graphql/__generated__/graphql';

// Data generators for the squad pages' GraphQL mocks, typed by the generated fragments.

const groupOf: Record<Position, PositionGroup> = {
  GK: 'GK',
  LB: 'DEF',
  CB: 'DEF',
  RB: 'DEF',
  LWB: 'DEF',
  RWB: 'DEF',
  CDM: 'MID',
  CM: 'MID',
  CAM: 'MID',
  LM: 'MID',
  RM: 'MID',
  LW: 'ATT',
  RW: 'ATT',
  ST: 'ATT',
};

/** A card's footballer figures (form, season points, next fixture, the market floor of the card's tier). */
export type CardFigures = {
  form?: number;
  points?: number;
  /** The next fixture: the opponent's short name, home or away, its difficulty and kick-off. */
  next?: { opponent: string; home: boolean; difficulty: number; kickoffAt?: string };
  /** The cheapest listing of the card's tier. */
  floor?: number;
};

export function playerCard(
  id: string,
  name: string,
  position: Position,
  { overall = 70, rarity = 'DEFAULT' as Rarity, value = 10 } = {},
  { form = 0, points = 0, next, floor }: CardFigures = {},
): PlayerCardFieldsFragment & PlayerCardFiguresFieldsFragment {
  return {
    __typename: 'PlayerCard',
    id,
    rarity,
    value,
    footballer: {
      __typename: 'Footballer',
      id: `footballer-${id}`,
      name,
      position,
      positionGroup: groupOf[position],
      overall,
      club: { __typename: 'Club', id: 'club-rav', name: 'Ravenmoor Rovers', shortName: 'RAV' },
      form,
      seasonTotals: { __typename: 'FootballerSeasonTotals', points },
      nextFixtures: next
        ? [
            {
              __typename: 'FootballerFixture',
              matchId: `match-${id}`,
              gameweek: 3,
              kickoffAt: next.kickoffAt ?? '2026-12-05T15:00:00Z',
              home: next.home,
              difficulty: next.difficulty,
              opponent: {
                __typename: 'Club',
                id: `club-${next.opponent.toLowerCase()}`,
                name: `${next.opponent} FC`,
                shortName: next.opponent,
              },
            },
          ]
        : [],
      market: {
        __typename: 'FootballerMarket',
        floors: floor === undefined ? [] : [{ __typename: 'TierFloor', rarity, price: floor, listings: 1 }],
      },
    },
  };
}

/** A starter pack as the server grants it: 2 GK, 6 DEF, 6 MID, 3 ATT (17 cards). */
export const starterPack: (PlayerCardFieldsFragment & PlayerCardFiguresFieldsFragment)[] = [
  playerCard('c-gk1', 'Aldo Ashwell', 'GK', { overall: 74 }),
  playerCard('c-gk2', 'Bram Voss', 'GK', { overall: 65 }),
  playerCard('c-lb', 'Cato Lind', 'LB', { overall: 71 }),
  playerCard('c-cb1', 'Dario Fenn', 'CB', { overall: 73, rarity: 'RARE' }),
  playerCard('c-cb2', 'Emil Strand', 'CB', { overall: 69 }),
  playerCard('c-rb', 'Felix Orme', 'RB', { overall: 68 }),
  playerCard('c-cb3', 'Gus Hale', 'CB', { overall: 62 }),
  playerCard('c-lwb', 'Hal Brandt', 'LWB', { overall: 60 }),
  playerCard('c-cm1', 'Hugo Garrow', 'CM', { overall: 76, rarity: 'EPIC' }),
  playerCard('c-cm2', 'Ivo Marsh', 'CM', { overall: 70 }),
  playerCard('c-cdm', 'Jon Pryce', 'CDM', { overall: 67 }),
  playerCard('c-lm', 'Kai Dunmore', 'LM', { overall: 66 }),
  playerCard('c-rm', 'Leo Quill', 'RM', { overall: 64 }),
  playerCard('c-cam', 'Milo Reyes', 'CAM', { overall: 63 }),
  playerCard('c-st', 'Kofi Brannock', 'ST', { overall: 80, rarity: 'LEGENDARY' }),
  playerCard('c-lw', 'Nils Ober', 'LW', { overall: 72 }),
  playerCard('c-rw', 'Otto Penn', 'RW', { overall: 71 }),
];

export function cardById(id: string): PlayerCardFieldsFragment & PlayerCardFiguresFieldsFragment {
  const card = starterPack.find((c) => c.id === id);
  if (!card) throw new Error(`no card ${id}`);
  return card;
}

// Slot labels per line in the server's slot order; tests never read coordinates, so the lines are
// simply spread evenly across the pitch.
const lines: Record<string, Record<Exclude<PositionGroup, 'GK'>, string>> = {
  '4-3-3': { DEF: 'LB CB CB RB', MID: 'CM CM CM', ATT: 'LW ST RW' },
  '4-4-2': { DEF: 'LB CB CB RB', MID: 'LM CM CM RM', ATT: 'ST ST' },
  '3-5-2': { DEF: 'CB CB CB', MID: 'LM CM CDM CM RM', ATT: 'ST ST' },
  '4-2-3-1': { DEF: 'LB CB CB RB', MID: 'CDM CDM LM CAM RM', ATT: 'ST' },
};
const lineY: Record<PositionGroup, number> = { GK: 91, DEF: 73, MID: 50, ATT: 18 };

function layout(formation: string): FormationLayoutFieldsFragment {
  const labelsByGroup: [PositionGroup, string[]][] = [
    ['GK', ['GK']],
    ...Object.entries(lines[formation]!).map(([group, labels]): [PositionGroup, string[]] => [
      group as PositionGroup,
      labels.split(' '),
    ]),
  ];
  return {
    __typename: 'FormationLayout',
    formation,
    slots: labelsByGroup
      .flatMap(([group, labels]) =>
        labels.map((label, n) => ({
          group,
          label,
          x: ((n + 1) * 100) / (labels.length + 1),
          y: lineY[group],
        })),
      )
      .map((slot, index) => ({ __typename: 'SlotLayout', index, ...slot })),
  };
}

export const formationLayouts: FormationLayoutFieldsFragment[] = ['4-3-3', '4-4-2', '3-5-2', '4-2-3-1'].map(
  layout,
);

/** A squad in `formation` with the given card ids by slot index (missing: empty). */
export function squad(
  overrides: Partial<Omit<SquadFieldsFragment, 'slots' | 'bench'>> & {
    starters?: (string | null)[];
    bench?: string[];
  } = {},
): SquadFieldsFragment {
  const { starters = [], bench = [], ...rest } = overrides;
  const formation = rest.formation ?? '4-3-3';
  return {
    __typename: 'Squad',
    teamName: null,
    formation,
    captainCardId: null,
    viceCaptainCardId: null,
    ratings: { __typename: 'SquadRatings', overall: 0, chemistry: 0, attack: 0, defense: 0 },
    notices: [],
    locks: null,
    ...rest,
    slots: layout(formation).slots.map((slot) => {
      const id = starters[slot.index];
      return { ...slot, __typename: 'SquadSlot', card: id ? cardById(id) : null };
    }),
    bench: bench.map(cardById),
  };
}

/** A full 4-3-3 XI of the starter pack, by slot index. */
export const fullXi = [
  'c-gk1',
  'c-lb',
  'c-cb1',
  'c-cb2',
  'c-rb',
  'c-cm1',
  'c-cm2',
  'c-cdm',
  'c-lw',
  'c-st',
  'c-rw',
];

export function managerStats(
  overrides: Partial<ManagerStatsFieldsFragment> = {},
): ManagerStatsFieldsFragment {
  return {
    __typename: 'ManagerStats',
    totalPoints: 0,
    rank: null,
    teamValue: 0,
    weeklyPoints: 0,
    matchesPlayed: 0,
    averagePoints: 0,
    gameweeks: [],
    ...overrides,
  };
}
