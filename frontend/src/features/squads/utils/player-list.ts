import type {
  PlayerCardFieldsFragment,
  PlayerCardFiguresFieldsFragment,
  PositionGroup,
} from '@/graphql/__generated__/graphql';
import { byGroupThenOverall } from '@/features/squads/utils/squad-view';

/** An owned card with its footballer's figures: form, season points, next fixture, market floors. */
export type FiguredCard = PlayerCardFieldsFragment & PlayerCardFiguresFieldsFragment;
export type NextFixture = FiguredCard['footballer']['nextFixtures'][number];

export type PlayerSort = 'position' | 'form' | 'points' | 'price' | 'fixture';

export const PLAYER_SORTS: readonly { value: PlayerSort; label: string }[] = [
  { value: 'position', label: 'Position' },
  { value: 'form', label: 'Form' },
  { value: 'points', label: 'Points' },
  { value: 'price', label: 'Price (highest first)' },
  { value: 'fixture', label: 'Next fixture (easiest first)' },
];

/** Which cards the list shows; null: any. */
export type PlayerFilters = {
  group: PositionGroup | null;
  /** The next fixture at most this hard (1 easiest to 5 hardest); a player without one is left out. */
  maxDifficulty: number | null;
  minForm: number | null;
};

export const NO_FILTERS: PlayerFilters = { group: null, maxDifficulty: null, minForm: null };

export const POSITION_GROUPS: readonly PositionGroup[] = ['GK', 'DEF', 'MID', 'ATT'];
export const DIFFICULTY_LIMITS: readonly number[] = [1, 2, 3, 4];
export const FORM_MINIMUMS: readonly number[] = [2, 4, 6, 8];

/** The cheapest listing of the card's tier on the market, or null when none of that tier is listed. */
export function floorPrice(card: FiguredCard): number | null {
  return card.footballer.market.floors.find((floor) => floor.rarity === card.rarity)?.price ?? null;
}

export function nextFixture(card: FiguredCard): NextFixture | null {
  return card.footballer.nextFixtures[0] ?? null;
}

/** Ascending by a figure the card may lack: cards without it come last, in the default order. */
function ascendingMissingLast(figure: (card: FiguredCard) => number | null) {
  return (a: FiguredCard, b: FiguredCard) => {
    const x = figure(a);
    const y = figure(b);
    if (x === null || y === null) return (x === null ? 1 : 0) - (y === null ? 1 : 0);
    return x - y;
  };
}

const compareBy: Record<PlayerSort, (a: FiguredCard, b: FiguredCard) => number> = {
  position: () => 0,
  form: (a, b) => b.footballer.form - a.footballer.form,
  points: (a, b) => b.footballer.seasonTotals.points - a.footballer.seasonTotals.points,
  // The dearest first: what the card would fetch on the market now.
  price: ascendingMissingLast((card) => {
    const price = floorPrice(card);
    return price === null ? null : -price;
  }),
  // The easiest first, the sooner kick-off first between equals.
  fixture: (a, b) =>
    ascendingMissingLast((card) => nextFixture(card)?.difficulty ?? null)(a, b) ||
    ascendingMissingLast((card) => {
      const fixture = nextFixture(card);
      return fixture ? Date.parse(fixture.kickoffAt) : null;
    })(a, b),
};

/** The cards the filters let through, in the order asked for (ties in the default order: by position). */
export function sortedAndFiltered(
  cards: readonly FiguredCard[],
  sort: PlayerSort,
  { group, maxDifficulty, minForm }: PlayerFilters,
): FiguredCard[] {
  return cards
    .filter((card) => group === null || card.footballer.positionGroup === group)
    .filter((card) => {
      if (maxDifficulty === null) return true;
      const fixture = nextFixture(card);
      return fixture !== null && fixture.difficulty <= maxDifficulty;
    })
    .filter((card) => minForm === null || card.footballer.form >= minForm)
    .sort((a, b) => compareBy[sort](a, b) || byGroupThenOverall(a, b));
}
