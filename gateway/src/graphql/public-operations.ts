import { type ApolloServer, HeaderMap } from '@apollo/server';
import type { EventBus } from '@sfl/events';
import {
  type ConstDirectiveNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  parse,
  type SelectionSetNode,
  type TypeNode,
} from 'graphql';
import type { Request } from 'express';
import { requestState } from '../http/request-state';
import type { CachedAnswer } from '../public-reads/cached-answer';
import { ResponseCache } from '../public-reads/response-cache';
import type { OperationOutcome } from '../rest-facade/run-operation';
import type { GatewayContext } from './gateway-context';

/** An operation's HTTP answer as Apollo Server wrote it. */
export interface PublicAnswer {
  contentType: string;
  text: string;
}

export interface PublicOperationsOptions {
  supergraphSdl: string;
  /** the subgraph (its join__Graph name) whose every change is announced on `topic` */
  graph: string;
  /** its events' topic */
  topic: string;
  /** its Query fields that read nothing of the caller */
  rootFields: readonly string[];
  /** how long an answer is served when no event said it changed (what no event announces) */
  ttlMs: number;
}

// Documents and answers kept at most; a flood of odd ones only pushes the oldest out.
const MAX_DOCUMENTS = 200;
const MAX_ANSWERS = 100;

/**
 * The GraphQL queries whose answer is the same for every caller, served from this gateway's memory:
 * a query is one when its root fields are among `rootFields` and every field it selects, however
 * deep, is resolved by `graph` alone (read from the supergraph's join directives), so that the
 * events of that subgraph announce every change of its answer. The home page's HomePage (live
 * matches, top performers: the matches subgraph) is one. An answer is read once as an anonymous
 * caller (nobody's identity goes into it) and kept, per document, variables and Accept header, until
 * the subgraph's next event or the TTL; a query that is not one, or whose read fails, runs as usual.
 */
export class PublicOperations {
  private readonly owners: FieldOwners;
  private readonly decided = new Map<string, boolean>();
  private readonly answers: ResponseCache<PublicAnswer>;

  constructor(
    private readonly server: ApolloServer<GatewayContext>,
    private readonly options: PublicOperationsOptions,
  ) {
    this.owners = fieldOwnersOf(options.supergraphSdl);
    this.answers = new ResponseCache({
      ttlMs: options.ttlMs,
      maxKeys: MAX_ANSWERS,
      textOf: (answer) => answer.text,
    });
  }

  /** The kept (or just read) answer to this POST /graphql, or undefined when it must run as usual. */
  async answer(req: Request): Promise<CachedAnswer<PublicAnswer> | undefined> {
    const body = req.body as { query?: unknown; operationName?: unknown; variables?: unknown } | undefined;
    if (typeof body?.query !== 'string' || !this.isPublic(body.query, body.operationName)) return undefined;
    const accept = req.headers.accept ?? '';
    const key = JSON.stringify([accept, body.query, body.operationName ?? null, body.variables ?? null]);
    const outcome = await this.answers.get(key, () => this.read(req, accept));
    return outcome.ok ? outcome.data : undefined;
  }

  /**
   * Follows the subgraph's topic: every event may change its answers, in every gateway (each
   * hears every event); it is recorded in the transaction that made the change, so the read after it sees it.
   */
  listenForChanges(liveEvents: Pick<EventBus, 'listenLive'>): Promise<void> {
    return liveEvents.listenLive([this.options.topic], () => this.answers.invalidate());
  }

  private async read(req: Request, accept: string): Promise<OperationOutcome<PublicAnswer>> {
    const headers = new HeaderMap([['content-type', 'application/json']]);
    if (accept) headers.set('accept', accept);
    const { requestId } = requestState(req);
    const answer = await this.server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: 'POST', headers, search: '', body: req.body as unknown },
      context: async () => ({ requestId, clientIp: null, session: null, grants: [] }),
    });
    const contentType = answer.headers.get('content-type');
    if ((answer.status ?? 200) !== 200 || answer.body.kind !== 'complete' || !contentType) return NOT_KEPT;
    const text = answer.body.string;
    // An answer with errors (a bad variable, a subgraph down) is the caller's to get as usual.
    if ((JSON.parse(text) as { errors?: unknown }).errors !== undefined) return NOT_KEPT;
    return { ok: true, data: { contentType, text } };
  }

  private isPublic(query: string, operationName: unknown): boolean {
    let decided = this.decided.get(query);
    if (decided === undefined) {
      decided = this.decide(query, operationName);
      if (this.decided.size >= MAX_DOCUMENTS) this.decided.delete(this.decided.keys().next().value!);
      this.decided.set(query, decided);
    }
    return decided;
  }

  // A document of one query: which operation runs does not depend on operationName.
  private decide(query: string, operationName: unknown): boolean {
    let document: DocumentNode;
    try {
      document = parse(query);
    } catch {
      return false;
    }
    const operations = document.definitions.filter(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
    const [operation] = operations;
    if (operations.length !== 1 || operation!.operation !== 'query') return false;
    if (operationName != null && operationName !== operation!.name?.value) return false;
    const fragments = new Map(
      document.definitions
        .filter(
          (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
        )
        .map((fragment) => [fragment.name.value, fragment]),
    );
    const roots = operation!.selectionSet.selections;
    const publicRoots = roots.every(
      (selection) =>
        selection.kind === Kind.FIELD &&
        !selection.directives?.length &&
        this.options.rootFields.includes(selection.name.value),
    );
    return (
      publicRoots &&
      new SelectionWalk(this.owners, this.options.graph, fragments).within('Query', operation!.selectionSet)
    );
  }
}

const NOT_KEPT: OperationOutcome<PublicAnswer> = { ok: false, status: 0, message: 'not kept' };

/** type name → field name → the field's named type and the subgraphs that resolve it alone */
type FieldOwners = Map<string, Map<string, { type: string; graphs: Set<string> }>>;

function fieldOwnersOf(supergraphSdl: string): FieldOwners {
  const owners: FieldOwners = new Map();
  for (const definition of parse(supergraphSdl).definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.INTERFACE_TYPE_DEFINITION)
      continue;
    const typeGraphs = graphsOf(definition.directives, 'join__type');
    const fields = new Map<string, { type: string; graphs: Set<string> }>();
    for (const field of definition.fields ?? []) {
      const joined = field.directives?.some((directive) => directive.name.value === 'join__field');
      fields.set(field.name.value, {
        type: namedTypeOf(field.type),
        graphs: joined ? graphsOf(field.directives, 'join__field') : typeGraphs,
      });
    }
    owners.set(definition.name.value, fields);
  }
  return owners;
}

// A field a subgraph only declares (external) or resolves from another's data (requires) is not its alone.
function graphsOf(directives: readonly ConstDirectiveNode[] | undefined, name: string): Set<string> {
  const graphs = new Set<string>();
  for (const directive of directives ?? []) {
    if (directive.name.value !== name) continue;
    const argument = (argumentName: string) =>
      directive.arguments?.find((candidate) => candidate.name.value === argumentName)?.value;
    const graph = argument('graph');
    const external = argument('external');
    if (
      graph?.kind !== Kind.ENUM ||
      argument('requires') ||
      (external?.kind === Kind.BOOLEAN && external.value)
    )
      continue;
    graphs.add(graph.value);
  }
  return graphs;
}

function namedTypeOf(type: TypeNode): string {
  return type.kind === Kind.NAMED_TYPE ? type.name.value : namedTypeOf(type.type);
}

/** Whether every field a selection reaches is the graph's alone; each fragment is walked once. */
class SelectionWalk {
  private readonly fragmentsDecided = new Map<string, boolean>();

  constructor(
    private readonly owners: FieldOwners,
    private readonly graph: string,
    private readonly fragments: Map<string, FragmentDefinitionNode>,
  ) {}

  within(typeName: string, selectionSet: SelectionSetNode): boolean {
    return selectionSet.selections.every((selection) => {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value === '__typename') return true;
        const field = this.owners.get(typeName)?.get(selection.name.value);
        if (!field?.graphs.has(this.graph)) return false;
        return !selection.selectionSet || this.within(field.type, selection.selectionSet);
      }
      if (selection.kind === Kind.INLINE_FRAGMENT)
        return this.within(selection.typeCondition?.name.value ?? typeName, selection.selectionSet);
      return this.fragment(selection.name.value);
    });
  }

  private fragment(name: string): boolean {
    const known = this.fragmentsDecided.get(name);
    if (known !== undefined) return known;
    const fragment = this.fragments.get(name);
    // Not public while being walked: a fragment that spreads itself is invalid anyway.
    this.fragmentsDecided.set(name, false);
    const decided =
      fragment !== undefined && this.within(fragment.typeCondition.name.value, fragment.selectionSet);
    this.fragmentsDecided.set(name, decided);
    return decided;
  }
}
