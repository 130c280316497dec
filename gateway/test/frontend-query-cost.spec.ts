import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, type DocumentNode, Kind, type OperationDefinitionNode } from 'graphql';
import { declaredListSizes, queryCostError } from '../src/graphql/query-cost';

const gatewayDir = join(__dirname, '..');
const read = (...path: string[]) => readFileSync(join(gatewayDir, ...path), 'utf8');

// The app's operations as codegen wrote them: one `export const <Name>Document = {json} as unknown as ...` per line.
const DOCUMENT_LINE = /^export const \w+Document = (\{.*\}) as unknown as /;
const frontendDocuments: DocumentNode[] = read(
  '..',
  'frontend',
  'src',
  'graphql',
  '__generated__',
  'graphql.ts',
)
  .split('\n')
  .flatMap((line) => DOCUMENT_LINE.exec(line)?.[1] ?? [])
  .map((json) => JSON.parse(json) as DocumentNode);

// Queries and mutations: subscriptions are the gateway's own schema (subscriptions.graphql), not the API's.
const operationsOf = (document: DocumentNode) =>
  document.definitions.filter(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION && definition.operation !== 'subscription',
  );

// Lists of a fixed size (formations, slots, bench) must declare it (@listSize), or the cost counts
// them as 100 items each and the gateway refuses a page's query before any subgraph sees it.
describe("query cost of the frontend's operations over the committed schema", () => {
  const schema = buildSchema(read('api-schema.graphql'));
  const declared = declaredListSizes(read('supergraph.graphql'));

  it('should find the operations', () => {
    expect(frontendDocuments.flatMap(operationsOf).length).toBeGreaterThan(10);
  });

  it.each(
    frontendDocuments.flatMap((document) =>
      operationsOf(document).map((operation) => [operation.name?.value ?? 'anonymous', document] as const),
    ),
  )('should let %s through', (operationName, document) => {
    expect(queryCostError({ schema, document, operationName }, { declared })).toBeUndefined();
  });
});
