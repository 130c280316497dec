import type { FakeChainState } from './fake-state';
import { coinContent, SUI_COIN_TYPE } from './fake-state';
import type { ObjectChange } from './ptb-execution';

/** What `transferObjects([split coins], recipient)` does: each split amount becomes a coin of the recipient's. */
export interface CoinTransferOutcome {
  changes: ObjectChange[];
  credits: [string, bigint][];
}

export function transferSplitCoins(
  state: FakeChainState,
  amounts: bigint[],
  recipient: string,
): CoinTransferOutcome {
  const changes = amounts.map((amount): ObjectChange => {
    const objectId = state.newObjectId();
    return {
      objectId,
      type: SUI_COIN_TYPE,
      before: null,
      after: {
        owner: { kind: 'address', address: recipient },
        balance: amount,
        content: coinContent(objectId, amount),
      },
      idOperation: 'Created',
    };
  });
  return { changes, credits: amounts.map((amount) => [recipient, amount]) };
}
