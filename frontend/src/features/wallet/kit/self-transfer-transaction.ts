import { Transaction } from '@mysten/sui/transactions';

/**
 * The wallet page's test transaction: splits 1 MIST off the gas coin and sends it back to the sender, so
 * only gas is spent, yet the wallet really signs and the network really executes it.
 */
export function selfTransferTransaction(address: string): Transaction {
  const tx = new Transaction();
  tx.transferObjects([tx.splitCoins(tx.gas, [1])], address);
  return tx;
}
