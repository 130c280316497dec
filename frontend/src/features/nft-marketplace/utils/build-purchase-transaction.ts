import type { Transaction } from '@mysten/sui/transactions';

export type PurchaseTransactionInput = {
  packageId: string;
  marketId: string;
  /** The card's object id (the listing's tokenId). */
  tokenId: string;
  price: bigint;
};

/**
 * `PKG::market::buy(market, card_id, payment)` paid with a coin of exactly the price split from gas. The
 * Sui SDK is imported here, on the first buy, so it stays out of the page's chunk.
 */
export async function buildPurchaseTransaction({
  packageId,
  marketId,
  tokenId,
  price,
}: PurchaseTransactionInput): Promise<Transaction> {
  const { Transaction } = await import('@mysten/sui/transactions');
  const tx = new Transaction();
  const [payment] = tx.splitCoins(tx.gas, [tx.pure.u64(price)]);
  tx.moveCall({
    target: `${packageId}::market::buy`,
    arguments: [tx.object(marketId), tx.pure.id(tokenId), payment],
  });
  return tx;
}
