import type { FakeChainState } from './fake-state';
import { coinContent, SUI_COIN_TYPE } from './fake-state';
import type { ObjectChange } from './ptb-execution';

/** What `transferObjects([split coins], recipient)` does: each split amount becomes a coin of the recipient's. */
export interface CoinTransferOutcome {
  changes: ObjectChange[];
  credits: [string, bigint][];
}

/** A new SUI coin of `amount` MIST owned by `owner`, as a transaction creates it. */
export function newCoin(state: FakeChainState, owner: string, amount: bigint): ObjectChange {
  const objectId = state.newObjectId();
  return {
    objectId,
    type: SUI_COIN_TYPE,
    before: null,
    after: {
      owner: { kind: 'address', address: owner },
      balance: amount,
      content: coinContent(objectId, amount),
    },
    idOperation: 'Created',
  };
}

export function transferSplitCoins(
  state: FakeChainState,
  amounts: bigint[],
  recipient: string,
): CoinTransferOutcome {
  return {
    changes: amounts.map((amount) => newCoin(state, recipient, amount)),
    credits: amounts.map((amount) => [recipient, amount]),
  };
}
