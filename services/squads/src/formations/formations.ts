import { formations, type PositionGroup, type Position } from '@sfl/contracts';

export type Formation = (typeof formations)[number];

/** One place on the pitch: x and y in percent from the left and the top of a vertical pitch. */
export interface SlotLayout {
  index: number;
  group: PositionGroup;
  /** the position a footballer plays here naturally; the chemistry rating counts it */
  label: Position;
  x: number;
  y: number;
}

export interface FormationLayout {
  formation: Formation;
  slots: SlotLayout[];
}

type Place = [label: Position, x: number, y: number];

// The goalkeeper at the bottom, the attack at the top; within a line, left to right.
const GOALKEEPER: Place[] = [['GK', 50, 91]];
const BACK_FOUR: Place[] = [
  ['LB', 12, 71],
  ['CB', 37, 75],
  ['CB', 63, 75],
  ['RB', 88, 71],
];
const BACK_THREE: Place[] = [
  ['CB', 25, 75],
  ['CB', 50, 77],
  ['CB', 75, 75],
];
const TWO_STRIKERS: Place[] = [
  ['ST', 35, 17],
  ['ST', 65, 17],
];

const PLACES: Record<Formation, { DEF: Place[]; MID: Place[]; ATT: Place[] }> = {
  '4-3-3': {
    DEF: BACK_FOUR,
    MID: [
      ['CM', 25, 50],
      ['CM', 50, 54],
      ['CM', 75, 50],
    ],
    ATT: [
      ['LW', 15, 22],
      ['ST', 50, 16],
      ['RW', 85, 22],
    ],
  },
  '4-4-2': {
    DEF: BACK_FOUR,
    MID: [
      ['LM', 12, 47],
      ['CM', 37, 51],
      ['CM', 63, 51],
      ['RM', 88, 47],
    ],
    ATT: TWO_STRIKERS,
  },
  '3-5-2': {
    DEF: BACK_THREE,
    MID: [
      ['LM', 10, 45],
      ['CM', 30, 49],
      ['CDM', 50, 58],
      ['CM', 70, 49],
      ['RM', 90, 45],
    ],
    ATT: TWO_STRIKERS,
  },
  '4-2-3-1': {
    DEF: BACK_FOUR,
    MID: [
      ['CDM', 37, 58],
      ['CDM', 63, 58],
      ['LM', 15, 36],
      ['CAM', 50, 38],
      ['RM', 85, 36],
    ],
    ATT: [['ST', 50, 15]],
  },
};

function layoutOf(formation: Formation): FormationLayout {
  const { DEF, MID, ATT } = PLACES[formation];
  const lines: [PositionGroup, Place[]][] = [
    ['GK', GOALKEEPER],
    ['DEF', DEF],
    ['MID', MID],
    ['ATT', ATT],
  ];
  const slots = lines
    .flatMap(([group, places]) => places.map(([label, x, y]) => ({ group, label, x, y })))
    .map((slot, index) => ({ index, ...slot }));
  return { formation, slots };
}

/** Every formation a squad can line up in, each with its 11 slots in index order. */
export const FORMATION_LAYOUTS: readonly FormationLayout[] = formations.map(layoutOf);

export const DEFAULT_FORMATION: Formation = '4-3-3';

export function isFormation(value: string): value is Formation {
  return (formations as readonly string[]).includes(value);
}

export function layoutFor(formation: Formation): FormationLayout {
  return FORMATION_LAYOUTS.find((layout) => layout.formation === formation)!;
}
