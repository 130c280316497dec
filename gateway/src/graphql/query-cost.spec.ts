import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, parse } from 'graphql';
import { declaredListSizes, MAX_QUERY_COST, queryCostError, RESOLVED_FIELD_COST } from './query-cost';

const read = (file: string) => readFileSync(join(__dirname, '..', '..', file), 'utf8');
const schema = buildSchema(read('api-schema.graphql'));
const declared = declaredListSizes(read('supergraph.graphql'));

/** The cost the limit error names, or undefined when the operation fits. */
const costOf = (query: string, maxCost = MAX_QUERY_COST) => {
  const error = queryCostError({ schema, document: parse(query) }, { declared, maxCost });
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
  });

  it('should refuse large pages of championships with large pages of their pre-registrations', () => {
    expect(costOf('{ championships(limit: 100) { preRegistrations(limit: 100) { id } } }')).toBeGreaterThan(
      MAX_QUERY_COST,
    );
    expect(costOf('{ championships(limit: 10) { preRegistrations(limit: 10) { id } } }')).toBeUndefined();
  });
});
