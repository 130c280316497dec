import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { composeServices } from '@apollo/composition';
import { type ServiceDefinition, Supergraph } from '@apollo/federation-internals';
import { GraphQLError, parse, printSchema } from 'graphql';

export interface SubgraphSource {
  name: string;
  sdl: string;
}

export type CompositionOutcome =
  { ok: true; supergraphSdl: string; apiSchemaSdl: string } | { ok: false; errors: string[] };

const SCHEMA_FILE = 'schema.graphql';

// The committed supergraph must not depend on where subgraphs run; the gateway replaces these
// per subgraph at start, and `.invalid` can never resolve, so a missing override fails loudly.
export function placeholderSubgraphUrl(name: string): string {
  return `http://${name}.invalid/graphql`;
}

/** Every `<servicesDir>/<name>/schema.graphql`, named after its folder, in a stable order. */
export function readSubgraphSources(servicesDir: string): SubgraphSource[] {
  return readdirSync(servicesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(servicesDir, entry.name, SCHEMA_FILE)))
    .map((entry) => entry.name)
    .sort()
    .map((name) => ({ name, sdl: readFileSync(join(servicesDir, name, SCHEMA_FILE), 'utf8') }));
}

export function composeSupergraph(subgraphs: SubgraphSource[]): CompositionOutcome {
  if (subgraphs.length === 0) return { ok: false, errors: ['No subgraph schemas found'] };
  const services: ServiceDefinition[] = [];
  const errors: string[] = [];
  for (const { name, sdl } of subgraphs) {
    try {
      services.push({ name, url: placeholderSubgraphUrl(name), typeDefs: parse(sdl) });
    } catch (error) {
      errors.push(`[${name}] ${describeError(error)}`);
    }
  }
  if (errors.length > 0) return { ok: false, errors };
  const result = composeServices(services);
  if (result.errors) return { ok: false, errors: result.errors.map(describeError) };
  return {
    ok: true,
    supergraphSdl: `${result.supergraphSdl}\n`,
    apiSchemaSdl: printApiSchema(result.supergraphSdl),
  };
}

/** The client-facing schema, derived exactly as @apollo/gateway derives it at start. */
export function printApiSchema(supergraphSdl: string): string {
  return `${printSchema(Supergraph.build(supergraphSdl).apiSchema().toGraphQLJSSchema())}\n`;
}

function describeError(error: unknown): string {
  if (error instanceof GraphQLError) {
    const code = error.extensions.code;
    const where = error.locations?.[0];
    const at = where ? ` (line ${where.line}, column ${where.column})` : '';
    return `${typeof code === 'string' ? `${code}: ` : ''}${error.message}${at}`;
  }
  return error instanceof Error ? error.message : String(error);
}
