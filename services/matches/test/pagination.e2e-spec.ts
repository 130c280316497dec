import { graphqlRequest, type TestApp } from '@sfl/testing';
import { resetWorld, startMatchesTestApp } from './matches-test-app';

// Every list of the subgraph answers pages of at most 100 items (limit 1 to 100, offset 0 or more).
describe('matches subgraph: every list is paged', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startMatchesTestApp();
    await resetWorld(t);
  });
  afterAll(() => t.close());

  const answer = (query: string) => graphqlRequest(t.server, { query });
  const data = async (query: string) => {
    const res = await answer(query);
    expect(res.body.errors).toBeUndefined();
    return res.body.data;
  };

  // Each list field with `$page` standing for its paging arguments.
  const lists: [string, string][] = [
    ['clubs', 'query { clubs($page) { id } }'],
    ['Club.footballers', 'query { clubs(limit: 1) { footballers($page) { id } } }'],
    ['fixtures', 'query { fixtures(gameweek: 1, $page) { id } }'],
    ['Match.actions', 'query { fixtures(gameweek: 1, limit: 1) { actions($page) { id } } }'],
    ['injuries', 'query { injuries($page) { id } }'],
    ['topPerformers', 'query { topPerformers($page) { points } }'],
    ['footballers', 'query { footballers($page) { id } }'],
  ];

  describe.each(lists)('%s', (_field, template) => {
    const withPage = (page: string) => template.replace('$page', page);

    it.each([
      ['limit: 0', 'INVALID_LIMIT', 'limit must be between 1 and 100'],
      ['limit: 101', 'INVALID_LIMIT', 'limit must be between 1 and 100'],
      ['offset: -1', 'INVALID_OFFSET', 'offset must be 0 or more'],
    ])('should refuse %s with BAD_USER_INPUT', async (page, reason, message) => {
      const res = await answer(withPage(page));
      expect(res.body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', reason } });
    });

    it('should answer a page of the maximum size', async () => {
      await data(withPage('limit: 100, offset: 0'));
    });
  });

  it('should page the clubs, a squad and a gameweek by limit and offset', async () => {
    const { clubs } = await data('query { clubs { id footballers { id } } }');
    expect(clubs).toHaveLength(20);
    const { clubs: middle } = await data('query { clubs(limit: 3, offset: 4) { id } }');
    expect(middle).toEqual(clubs.slice(4, 7).map(({ id }: { id: string }) => ({ id })));

    expect(clubs[0].footballers).toHaveLength(26);
    const { clubs: firstClub } = await data(
      'query { clubs(limit: 1) { footballers(limit: 5, offset: 3) { id } } }',
    );
    expect(firstClub[0].footballers).toEqual(clubs[0].footballers.slice(3, 8));

    const { fixtures } = await data('query { fixtures(gameweek: 1) { id } }');
    expect(fixtures).toHaveLength(10);
    const { fixtures: page } = await data('query { fixtures(gameweek: 1, limit: 2, offset: 9) { id } }');
    expect(page).toEqual(fixtures.slice(9));
  });
});
