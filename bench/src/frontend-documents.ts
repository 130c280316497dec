import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type DocumentNode, print } from 'graphql';

const GENERATED = join(__dirname, '..', '..', 'frontend', 'src', 'graphql', '__generated__', 'graphql.ts');

/**
 * The frontend's own operations as it sends them: the documents its codegen wrote (the operation
 * with every fragment it spreads), printed. The generated module is the app's TypeScript, so it is
 * read as text: each document is one JSON literal, `export const <Name>Document = {…} as unknown as`.
 */
export function frontendOperations<Name extends string>(names: readonly Name[]): Record<Name, string> {
  const source = readFileSync(GENERATED, 'utf8');
  const found = {} as Record<Name, string>;
  for (const name of names) {
    const head = `export const ${name}Document = `;
    const start = source.indexOf(head);
    const end = source.indexOf(' as unknown as DocumentNode', start);
    if (start === -1 || end === -1) throw new Error(`the frontend has no generated ${name}Document`);
    found[name] = print(JSON.parse(source.slice(start + head.length, end)) as DocumentNode);
  }
  return found;
}
