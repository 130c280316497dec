import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, parse } from 'graphql';
import { declaredListSizes, MAX_QUERY_COST, queryCostError, RESOLVED_FIELD_COST } from './query-cost';

const read = (file: string) => readFileSync(join(__dirname, '..', '..', file), 'utf8');
const schema = buildSchema(read('api-schema.graphql'));
const declared = declaredListSizes(read('supergraph.graphql'));

/** The cost the limit error names, or undefined when the operation fits. */
const costOf = (query: string, maxCost = MAX_QUERY_COST, variables?: Record<string, unknown>) => {
  const error = queryCostError({ schema, document: parse(query), variables }, { declared, maxCost });
  return error && Number(/found (\d+)/.exec(error.message)?.[1]);
};
const measured = (query: string) => costOf(query, 0);

// A page of leagues asking each league for one standing and one gameweek: each league's two
// fields are a resolver (and a query) each, so a page of 100 is 200 fetches, whatever the limits.
const LEAGUES_PAGE =
  'leagues(limit: 100) { items { standings(limit: 1) { rank } gameweeks(limit: 1) { gameweek } } }';
const aliased = (count: number) =>
  `{ ${Array.from({ length: count }, (_, i) => `l${i}: ${LEAGUES_PAGE}`).join(' ')} }`;

describe('query cost', () => {
  it('should count the fetch behind each field with arguments, once per parent it is resolved under', () => {
    // leagues: fetch + 1; 100 items of 1 + two pages of (fetch + 1 × (1 + 1)).
    const perLeague = 1 + 2 * (RESOLVED_FIELD_COST + 2);
    expect(measured(`{ ${LEAGUES_PAGE} }`)).toBe(RESOLVED_FIELD_COST + 1 + 100 * perLeague);
  });

  it('should refuse nine aliases of a page of leagues with their standings and gameweeks (900 leagues, 1,800 fetches)', () => {
    expect(costOf(aliased(9))).toBe(9 * measured(`{ ${LEAGUES_PAGE} }`)!);
    expect(costOf(aliased(9))).toBeGreaterThan(MAX_QUERY_COST);
  });

  it('should let one such page through, and refuse a second beside it', () => {
    expect(costOf(aliased(1))).toBeUndefined();
    expect(costOf(aliased(2))).toBeGreaterThan(MAX_QUERY_COST);
  });

  it('should not count a fetch for a plain field of its parent row, nor per item of a list', () => {
    expect(measured('{ clubs(limit: 20) { id name } }')).toBe(RESOLVED_FIELD_COST + 20 * (1 + 2));
  });

  it('should count the fields paged in the database by the page they ask for, defaults included', () => {
    // championships: fetch + 2 × (1 + preRegistrations: fetch + 3 × (1 + 1)).
    const perChampionship = 1 + RESOLVED_FIELD_COST + 3 * 2;
    expect(measured('{ championships(limit: 2) { preRegistrations(limit: 3) { id } } }')).toBe(
      RESOLVED_FIELD_COST + 2 * perChampionship,
    );
    // Without arguments each takes its default: 100 championships, 3 pre-registrations each.
    expect(measured('{ championships { preRegistrations { id } } }')).toBe(
      RESOLVED_FIELD_COST + 100 * perChampionship,
    );
    expect(measured('{ myStats { gameweeks(limit: 5) { points } } }')).toBe(1 + RESOLVED_FIELD_COST + 5 * 2);
    expect(measured('{ myListings(limit: 7, offset: 40) { id } }')).toBe(RESOLVED_FIELD_COST + 7 * 2);
    expect(measured('{ myCards(limit: 30, offset: 100) { id } }')).toBe(RESOLVED_FIELD_COST + 30 * 2);
    expect(measured('{ myLeagues(limit: 3, offset: 6) { id } }')).toBe(RESOLVED_FIELD_COST + 3 * 2);
    expect(measured('{ mySquad { notices(limit: 4, offset: 8) { id } } }')).toBe(
      1 + RESOLVED_FIELD_COST + 4 * 2,
    );
    expect(measured('{ mySquad { notices { id } } }')).toBe(1 + RESOLVED_FIELD_COST + 20 * 2);
    expect(measured('{ splLeaderboard(limit: 5, offset: 10) { id } }')).toBe(RESOLVED_FIELD_COST + 5 * 2);
    expect(measured('{ mySplRewards(offset: 50) { id } }')).toBe(RESOLVED_FIELD_COST + 50 * 2);
  });

  it("should count a page wrapper's items by the wrapper's limit, defaults and variables included", () => {
    // The wrapper: fetch + 1 + its items, each 1 + its one field.
    const page = (size: number) => RESOLVED_FIELD_COST + 1 + size * 2;
    expect(measured('{ leagues(limit: 10) { items { id } } }')).toBe(page(10));
    expect(measured('{ leagues(limit: 10) { total items { id } } }')).toBe(page(10) + 1);
    // Without a limit the default page (20) is counted, not a list of unknown size (100).
    expect(measured('{ leagues { items { id } } }')).toBe(page(20));
    expect(costOf('query L($n: Int!) { leagues(limit: $n) { items { id } } }', 0, { n: 3 })).toBe(page(3));
    expect(measured('{ marketListings(limit: 5) { items { id } } }')).toBe(page(5));
    expect(measured('{ newCardOffers(limit: 4) { items { remaining } } }')).toBe(page(4));
    expect(measured('{ leaderboard(limit: 7) { entries { rank } } }')).toBe(page(7));
  });

  it('should size items selected through fragments by the wrapper they are under, the largest when shared', () => {
    const page = (size: number) => RESOLVED_FIELD_COST + 1 + size * 2;
    expect(measured('{ leagues(limit: 3) { ... on LeaguePage { items { id } } } }')).toBe(page(3));
    const shared = `{ a: leagues(limit: 2) { ...Items } b: leagues(limit: 5) { ...Items } }
      fragment Items on LeaguePage { items { id } }`;
    expect(measured(shared)).toBe(2 * page(5));
  });

  it('should refuse large pages of championships with large pages of their pre-registrations', () => {
    expect(costOf('{ championships(limit: 100) { preRegistrations(limit: 100) { id } } }')).toBeGreaterThan(
      MAX_QUERY_COST,
    );
    expect(costOf('{ championships(limit: 10) { preRegistrations(limit: 10) { id } } }')).toBeUndefined();
  });

  it("should size a list by the argument it declares sizes it: a footballer's price history by its days", () => {
    // footballer: fetch + 1 + market (1) + priceHistory: fetch + days × (1 + 1).
    const history = (days: string) => `{ footballer(id: "f") { market { priceHistory${days} { sales } } } }`;
    const cost = (days: number) => RESOLVED_FIELD_COST + 1 + 1 + RESOLVED_FIELD_COST + days * 2;
    expect(measured(history('(days: 7)'))).toBe(cost(7));
    expect(measured(history(''))).toBe(cost(90));
    const query = 'query H($d: Int!) { footballer(id: "f") { market { priceHistory(days: $d) { sales } } } }';
    expect(costOf(query, 0, { d: 30 })).toBe(cost(30));
  });
});
