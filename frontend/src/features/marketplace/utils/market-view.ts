import type { MarketSort } from '@/graphql/__generated__/graphql';
import { difficultyOf } from '@/lib/fixture-difficulty';

/** How the market is sorted and narrowed, as the URL keeps it (?sort=form&minForm=4&maxPrice=500&maxDifficulty=3). */
export type MarketView = {
  /** null: each list's own order (listings newest first, new cards best overall) */
  sort: MarketSort | null;
  minForm: number | null;
  maxPrice: number | null;
  maxDifficulty: number | null;
};

export type MarketFilterKey = Exclude<keyof MarketView, 'sort'>;

/** The sorts offered, by their words in the URL; none is the lists' own order. */
export const marketSortOptions: readonly { param: string; sort: MarketSort; label: string }[] = [
  { param: 'form', sort: 'FORM', label: 'Form' },
  { param: 'points', sort: 'POINTS', label: 'Points' },
  { param: 'price-low', sort: 'PRICE_LOW', label: 'Price: low to high' },
  { param: 'price-high', sort: 'PRICE_HIGH', label: 'Price: high to low' },
  { param: 'easiest-fixture', sort: 'EASIEST_NEXT_FIXTURE', label: 'Easiest next fixture' },
];

/** Each filter's choices; none is no bound. */
export const marketFilterOptions: Record<MarketFilterKey, readonly { value: number; label: string }[]> = {
  minForm: [2, 4, 6, 8].map((form) => ({ value: form, label: `${form}+` })),
  maxPrice: [20, 100, 500, 2_500, 10_000].map((price) => ({
    value: price,
    label: `Up to ${price.toLocaleString('en-US')} SPL`,
  })),
  maxDifficulty: [1, 2, 3, 4].map((difficulty) => ({
    value: difficulty,
    label: difficulty === 1 ? difficultyOf(1).label : `${difficultyOf(difficulty).label} or easier`,
  })),
};

// What the server accepts (anything else in the URL is dropped, not sent to be refused).
const inRange: Record<MarketFilterKey, (value: number) => boolean> = {
  minForm: (form) => form >= 0,
  maxPrice: (price) => Number.isInteger(price) && price >= 1,
  maxDifficulty: (difficulty) => Number.isInteger(difficulty) && difficulty >= 1 && difficulty <= 5,
};

const filterKeys = Object.keys(inRange) as MarketFilterKey[];

function numberParam(params: URLSearchParams, key: MarketFilterKey): number | null {
  const text = params.get(key);
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && inRange[key](value) ? value : null;
}

/** The view a URL asks for. */
export function marketViewOf(params: URLSearchParams): MarketView {
  const sort = marketSortOptions.find((option) => option.param === params.get('sort'))?.sort ?? null;
  return {
    sort,
    minForm: numberParam(params, 'minForm'),
    maxPrice: numberParam(params, 'maxPrice'),
    maxDifficulty: numberParam(params, 'maxDifficulty'),
  };
}

/** The URL's parameters with the view written in (and the others, like ?search=, kept). */
export function withMarketView(params: URLSearchParams, view: MarketView): URLSearchParams {
  const next = new URLSearchParams(params);
  const sortParam = marketSortOptions.find((option) => option.sort === view.sort)?.param;
  if (sortParam) next.set('sort', sortParam);
  else next.delete('sort');
  for (const key of filterKeys) {
    const value = view[key];
    if (value === null) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** The view as query variables: only what is chosen, so each list keeps its own order and no bound. */
export type MarketViewVariables = { [K in keyof MarketView]?: NonNullable<MarketView[K]> };

export function marketViewVariablesOf(view: MarketView): MarketViewVariables {
  return Object.fromEntries(Object.entries(view).filter(([, value]) => value !== null));
}
