import { describe, expect, it } from '@jest/globals';
import { InMemoryCache } from '@apollo/client';
import { appTypePolicies } from '@/app/apollo-setup';
import { HomePageDocument } from '@/features/matches/api/home-page.query';
import { applyLiveMatchUpdate } from '@/features/matches/api/live-match-cache';
import { clubs, liveMatchRow, liveMatchUpdate, topPerformance } from '@/testing/match-fixtures';

const match = liveMatchRow({ version: 5 });

function cacheWith(liveMatches = [match]) {
  const cache = new InMemoryCache({ typePolicies: appTypePolicies });
  cache.writeQuery({
    query: HomePageDocument,
    data: { __typename: 'Query', liveMatches, topPerformers: [topPerformance('Kofi Brannock', 14)] },
  });
  return cache;
}

function payload(change: Parameters<typeof liveMatchUpdate>[1], base = match) {
  return liveMatchUpdate(base, change).data.liveMatchUpdated.match;
}

function shownMatches(cache: InMemoryCache) {
  return cache.readQuery({ query: HomePageDocument })?.liveMatches.map((m) => [m.id, m.score, m.version]);
}

describe('applyLiveMatchUpdate', () => {
  it('should update the cached match when the version is newer', () => {
    const cache = cacheWith();

    expect(applyLiveMatchUpdate(cache, payload({ homeScore: 2, version: 6 }))).toBe('updated');
    expect(shownMatches(cache)).toEqual([['match-1', '2-0', 6]]);
  });

  it('should drop a payload whose version is not newer', () => {
    const cache = cacheWith();

    expect(applyLiveMatchUpdate(cache, payload({ homeScore: 3, version: 5 }))).toBe('stale');
    expect(applyLiveMatchUpdate(cache, payload({ homeScore: 3, version: 4 }))).toBe('stale');
    expect(shownMatches(cache)).toEqual([['match-1', '1-0', 5]]);
  });

  it('should add a live match the list has not seen at the top, as the newest', () => {
    const cache = cacheWith();
    const other = liveMatchRow({
      id: 'match-9',
      homeClub: clubs.ironvale,
      awayClub: clubs.silverport,
      version: 0,
    });

    expect(applyLiveMatchUpdate(cache, payload({ homeScore: 0, version: 1 }, other))).toBe('added');
    expect(shownMatches(cache)).toEqual([
      ['match-9', '0-0', 1],
      ['match-1', '1-0', 5],
    ]);
  });

  it('should not add a match that is not live', () => {
    const cache = cacheWith();
    const other = liveMatchRow({ id: 'match-9', status: 'FT', version: 3 });

    applyLiveMatchUpdate(cache, payload({}, other));

    expect(shownMatches(cache)).toEqual([['match-1', '1-0', 5]]);
  });
});
