import { buildSchema, type DocumentNode, type GraphQLError } from 'graphql';
import { subscriptionDocumentParser } from './subscription-document';

// A subscription schema with nested lists, as a future live feed could have.
const schema = buildSchema(`
  type Query { ping: Int }
  type Subscription { clubs(limit: Int = 20): [Club!]! }
  type Club { id: ID! squad(limit: Int = 30): [Player!]! }
  type Player { id: ID! club: Club! }
`);
const documentOf = subscriptionDocumentParser(schema);
const messagesOf = (result: DocumentNode | GraphQLError[]) =>
  Array.isArray(result) ? result.map((error) => error.message) : [];

describe('subscriptionDocumentParser: query cost', () => {
  it('should refuse a subscription whose nested lists cost more than the limit', () => {
    const result = documentOf({
      query: 'subscription { clubs { squad(limit: 100) { club { squad(limit: 100) { id } } } } }',
    });
    expect(messagesOf(result)).toEqual([
      expect.stringMatching(/^Query cost limit of 5000 exceeded, found \d+/),
    ]);
  });

  it('should count a limit given as a variable', () => {
    const query = 'subscription Squads($n: Int) { clubs(limit: $n) { squad(limit: $n) { id } } }';
    expect(Array.isArray(documentOf({ query, variables: { n: 2 } }))).toBe(false);
    expect(messagesOf(documentOf({ query, variables: { n: 100 } }))).toEqual([
      expect.stringMatching(/^Query cost limit of 5000 exceeded/),
    ]);
  });

  it('should accept a subscription within the limit', () => {
    expect(Array.isArray(documentOf({ query: 'subscription { clubs { id squad { id } } }' }))).toBe(false);
  });
});

describe('subscriptionDocumentParser: one document per query text', () => {
  it('should hand every subscription of one query text the same parsed document', () => {
    const query = 'subscription Clubs { clubs { id } }';
    const first = documentOf({ query });

    expect(Array.isArray(first)).toBe(false);
    expect(documentOf({ query, operationName: 'Clubs' })).toBe(first);
    expect(documentOf({ query: `${query} ` })).not.toBe(first);
    expect(messagesOf(documentOf({ query, operationName: 'Other' }))).toEqual([
      'Send exactly one operation, or name the one to run',
    ]);
  });
});
