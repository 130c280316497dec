import { type ApolloServer, HeaderMap } from '@apollo/server';
import type { Request, RequestHandler } from 'express';
import { type GatewayContext, gatewayContextFor } from './gateway-context';
import type { PublicOperations } from './public-operations';

/**
 * /graphql over HTTP into Apollo Server, behind the JSON parser and the session middleware. It
 * stands in for @as-integrations/express5's middleware, which parses every request's URL with
 * Node's legacy `url.parse` and answers through Express's `res.send`, hashing an ETag over every
 * answer though a GraphQL POST is never revalidated. The answer goes out as Apollo wrote it (its
 * status, headers and body; an incremental one chunk by chunk), or as it wrote it for the same
 * query before when the query is a public one (public-operations.ts).
 */
export function graphqlHttpHandler(
  server: ApolloServer<GatewayContext>,
  publicOperations: PublicOperations,
): RequestHandler {
  return async (req, res) => {
    const kept = req.method === 'POST' ? await publicOperations.answer(req) : undefined;
    if (kept) {
      res.writeHead(200, { 'content-type': kept.value.contentType, 'content-length': kept.body.length });
      res.end(kept.body);
      return;
    }
    const headers = new HeaderMap();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const answer = await server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: req.method.toUpperCase(),
        headers,
        search: searchOf(req),
        body: req.body as unknown,
      },
      context: async () => gatewayContextFor(req),
    });
    for (const [name, value] of answer.headers) res.setHeader(name, value);
    res.statusCode = answer.status ?? 200;
    if (answer.body.kind === 'complete') {
      res.end(answer.body.string);
      return;
    }
    for await (const chunk of answer.body.asyncIterator) res.write(chunk);
    res.end();
  };
}

/** The query string with its `?` (what GET operations carry), or '' when there is none. */
function searchOf(req: Request): string {
  const start = req.url.indexOf('?');
  return start === -1 ? '' : req.url.slice(start);
}
