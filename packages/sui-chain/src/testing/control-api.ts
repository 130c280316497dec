import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { FakeCard, FakeCollection, FakeListing } from './fake-types';

// HTTP control API for browser tests, on the node's own port: `POST /__fake/seed` with JSON
// seeds the same state as the FakeSuiNode methods (amounts as decimal strings, JSON has no u64).

export const CONTROL_PREFIX = '/__fake/';

/** What the control API needs from the node (FakeSuiNode implements it). */
export interface FakeSeeder {
  useCollection(collection: FakeCollection): unknown;
  mintCard(card: FakeCard): unknown;
  listCard(listing: FakeListing): unknown;
  fund(address: string, mist: bigint): unknown;
  setName(address: string, name: string): unknown;
}

const address = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/, 'must be a 0x hex address or id');
const mist = z
  .string()
  .regex(/^\d+$/, 'must be a decimal string of MIST')
  .transform((value) => BigInt(value));

export const seedSchema = z.object({
  collection: z.object({ packageId: address, marketId: address }).optional(),
  cards: z.array(z.object({ cardId: address, playerId: z.string().min(1), owner: address })).optional(),
  listings: z
    .array(
      z.object({
        listingId: address,
        cardId: address,
        playerId: z.string().min(1),
        price: mist,
        seller: address,
      }),
    )
    .optional(),
  funds: z.array(z.object({ address, mist })).optional(),
  names: z.array(z.object({ address, name: z.string().min(1) })).optional(),
});

export type FakeSeed = z.input<typeof seedSchema>;

export function applySeed(node: FakeSeeder, input: unknown): void {
  const seed = seedSchema.parse(input);
  if (seed.collection) node.useCollection(seed.collection);
  for (const card of seed.cards ?? []) node.mintCard(card);
  for (const listing of seed.listings ?? []) node.listCard(listing);
  for (const { address: owner, mist: amount } of seed.funds ?? []) node.fund(owner, amount);
  for (const { address: owner, name } of seed.names ?? []) node.setName(owner, name);
}

export async function handleControlRequest(
  node: FakeSeeder,
  req: IncomingMessage,
  res: ServerResponse,
  headers: Record<string, string>,
): Promise<void> {
  if (req.method !== 'POST' || req.url !== `${CONTROL_PREFIX}seed`) {
    res.writeHead(404, headers).end();
    return;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    applySeed(node, JSON.parse(Buffer.concat(chunks).toString('utf8')));
    res.writeHead(204, headers).end();
  } catch (error) {
    const message = error instanceof z.ZodError ? z.prettifyError(error) : String(error);
    res
      .writeHead(400, { ...headers, 'content-type': 'application/json' })
      .end(JSON.stringify({ error: message }));
  }
}
