import { graphqlRequest } from '@sfl/testing';
import type { NftTestApp } from './nft-test-app';
import { myCardsOperation } from './operations/cards.operations';

export interface CardView {
  id: string;
  source: string;
  rarity: string;
  season: number | null;
  serial: number | null;
  supply: number | null;
  value: number;
  footballer: { id: string };
}

/** The user's myCards, expected to succeed. */
export async function myCardsOf(
  t: NftTestApp,
  userId: string,
  page?: { limit?: number; offset?: number },
): Promise<CardView[]> {
  const res = await graphqlRequest(t.server, myCardsOperation(page), { userId });
  expect(res.body.errors).toBeUndefined();
  return res.body.data.myCards as CardView[];
}

/** The payloads of every CardOwnershipChanged recorded so far, in order. */
export async function cardOwnershipEvents(t: NftTestApp): Promise<Record<string, unknown>[]> {
  const rows: { payload: Record<string, unknown> }[] = await t.dataSource.query(
    `SELECT payload FROM outbox_event WHERE type = 'CardOwnershipChanged' ORDER BY sequence`,
  );
  return rows.map((row) => row.payload);
}
