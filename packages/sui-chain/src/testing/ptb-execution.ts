import { bcs } from '@mysten/sui/bcs';
import { GrpcTypes } from '@mysten/sui/grpc';
import { normalizeSuiAddress } from '@mysten/sui/utils';
import { coinContent, type FakeChainState, type StoredObject, type StoredOwner } from './fake-state';
import type { FakeEvent } from './fake-types';
import { GRPC_STATUS, GrpcStatusError } from './grpc-web';
import { transferSplitCoins } from './coin-transfer';
import { type BuyContext, executeBuy } from './market-rules';

// Runs a resolved programmable transaction against the fake state, without changing it: gas and
// coin splitting here, transfers of split coins in coin-transfer, our market's `buy` in market-rules.
// Anything else is UNIMPLEMENTED, so a new kind of transaction fails loudly. Rejections (bad gas, unknown inputs) throw a gRPC error and are
// not recorded; execution failures (aborts, insufficient balance) give an outcome with `failure`.

/** Fixed gas cost of every transaction (MIST); the net charge is computation + storage - rebate. */
export const FAKE_GAS = { computationCost: 1_000_000n, storageCost: 2_000_000n, storageRebate: 1_000_000n };
export const FAKE_NET_GAS = FAKE_GAS.computationCost + FAKE_GAS.storageCost - FAKE_GAS.storageRebate;

export interface ObjectChange {
  objectId: string;
  type: string;
  /** Null when the object did not exist as an object (created, or unwrapped). */
  before: StoredObject | null;
  /** Null when deleted. */
  after: { owner: StoredOwner; content?: Uint8Array; balance?: bigint } | null;
  idOperation: 'None' | 'Created' | 'Deleted';
}

export type ExecutionFailure =
  | {
      kind: 'MoveAbort';
      command: number;
      abortCode: bigint;
      packageId: string;
      module: string;
      functionName: string;
    }
  | { kind: 'InsufficientCoinBalance'; command: number };

export interface ExecutionOutcome {
  sender: string;
  failure: ExecutionFailure | null;
  gasObjectId: string;
  changes: ObjectChange[];
  /** Net change per address, in MIST. */
  balanceChanges: Map<string, bigint>;
  events: FakeEvent[];
  lamportVersion: bigint;
}

export type Value =
  { kind: 'pure'; bytes: Uint8Array } | { kind: 'object'; object: StoredObject; mutable: boolean };
export type CoinValue = { amount: bigint };

function reject(message: string): never {
  throw new GrpcStatusError(GRPC_STATUS.INVALID_ARGUMENT, message);
}

function unsupported(what: string): never {
  throw new GrpcStatusError(GRPC_STATUS.UNIMPLEMENTED, `the fake node does not execute ${what}`);
}

function gasCoins(state: FakeChainState, tx: GrpcTypes.Transaction, sender: string): StoredObject[] {
  const payment = tx.gasPayment;
  if (!payment || payment.objects.length === 0) reject('the fake node needs gas coins (no address balances)');
  if (payment.owner && normalizeSuiAddress(payment.owner) !== sender) unsupported('sponsored transactions');
  return payment.objects.map((ref) => {
    const coin = ref.objectId ? state.getObject(ref.objectId) : undefined;
    const owned = coin?.owner.kind === 'address' && coin.owner.address === sender;
    if (!coin || coin.balance === undefined || !owned || coin.version !== ref.version) {
      reject(`Object ${ref.objectId} at version ${ref.version} is not available for consumption as gas`);
    }
    return coin;
  });
}

function inputValues(state: FakeChainState, tx: GrpcTypes.Transaction): Value[] {
  const data = tx.kind?.data;
  if (data?.oneofKind !== 'programmableTransaction') unsupported('non-programmable transactions');
  const { Input_InputKind } = GrpcTypes;
  return data.programmableTransaction.inputs.map((input) => {
    if (input.kind === Input_InputKind.PURE) return { kind: 'pure', bytes: input.pure ?? new Uint8Array() };
    const object = input.objectId ? state.getObject(input.objectId) : undefined;
    if (!object) reject(`Could not find the referenced object ${input.objectId}`);
    if (input.kind === Input_InputKind.SHARED) {
      if (object.owner.kind !== 'shared') reject(`Object ${object.objectId} is not shared`);
      return { kind: 'object', object, mutable: input.mutable ?? true };
    }
    if (input.kind === Input_InputKind.IMMUTABLE_OR_OWNED && input.version === object.version) {
      return { kind: 'object', object, mutable: object.owner.kind !== 'immutable' };
    }
    return reject(`Object ${input.objectId} at version ${input.version} is not available`);
  });
}

function commandsOf(tx: GrpcTypes.Transaction): GrpcTypes.Command[] {
  const data = tx.kind?.data;
  return data?.oneofKind === 'programmableTransaction' ? data.programmableTransaction.commands : [];
}

export function executeTransaction(state: FakeChainState, tx: GrpcTypes.Transaction): ExecutionOutcome {
  if (!tx.sender) reject('missing sender');
  const sender = normalizeSuiAddress(tx.sender);
  const gas = gasCoins(state, tx, sender);
  const inputs = inputValues(state, tx);
  const budget = tx.gasPayment?.budget ?? 0n;
  const gasBalance = gas.reduce((sum, coin) => sum + (coin.balance ?? 0n), 0n);
  if (budget < FAKE_NET_GAS) reject(`gas budget ${budget} is below the fake's fixed cost ${FAKE_NET_GAS}`);
  if (gasBalance < budget)
    reject(`Balance of gas object ${gasBalance} is lower than the needed amount ${budget}`);

  const versions = [...gas, ...inputs.flatMap((v) => (v.kind === 'object' ? [v.object] : []))].map(
    (o) => o.version,
  );
  const lamportVersion = versions.reduce((max, v) => (v > max ? v : max), 0n) + 1n;
  // The budget is held back from the gas coin while the commands run (as on the chain).
  let available = gasBalance - budget;
  const results: CoinValue[][] = [];
  let failure: ExecutionFailure | null = null;
  let effects: Pick<ExecutionOutcome, 'changes' | 'events'> & { credits: [string, bigint][] } = {
    changes: [],
    events: [],
    credits: [],
  };
  const absorb = (
    outcome: Pick<ExecutionOutcome, 'changes' | 'events'> & { credits: [string, bigint][] },
  ) => {
    effects = {
      changes: [...effects.changes, ...outcome.changes],
      events: [...effects.events, ...outcome.events],
      credits: [...effects.credits, ...outcome.credits],
    };
  };
  const coinArgument = (arg: GrpcTypes.Argument | undefined): CoinValue => {
    const value = arg?.result === undefined ? undefined : results[arg.result]?.[arg.subresult ?? 0];
    if (arg?.kind !== GrpcTypes.Argument_ArgumentKind.RESULT || !value)
      unsupported('coins other than split ones');
    return value;
  };
  const input = (arg: GrpcTypes.Argument | undefined): Value => {
    const value = arg?.input === undefined ? undefined : inputs[arg.input];
    if (arg?.kind !== GrpcTypes.Argument_ArgumentKind.INPUT || !value) reject('expected an input argument');
    return value;
  };

  for (const [index, { command }] of commandsOf(tx).entries()) {
    if (command.oneofKind === 'splitCoins') {
      if (command.splitCoins.coin?.kind !== GrpcTypes.Argument_ArgumentKind.GAS)
        unsupported('splits of non-gas coins');
      const amounts = command.splitCoins.amounts.map((arg) => {
        const value = input(arg);
        if (value.kind !== 'pure') reject('split amounts must be pure u64');
        return BigInt(bcs.u64().parse(value.bytes));
      });
      const total = amounts.reduce((sum, amount) => sum + amount, 0n);
      if (total > available) {
        failure = { kind: 'InsufficientCoinBalance', command: index };
        break;
      }
      available -= total;
      results[index] = amounts.map((amount) => ({ amount }));
    } else if (command.oneofKind === 'moveCall') {
      const context: BuyContext = { state, sender, lamportVersion, command: index };
      const [market, cardId, payment] = command.moveCall.arguments;
      const outcome = executeBuy(
        context,
        command.moveCall,
        input(market),
        input(cardId),
        coinArgument(payment),
      );
      if ('failure' in outcome) {
        failure = outcome.failure;
        break;
      }
      absorb(outcome);
    } else if (command.oneofKind === 'transferObjects') {
      const recipient = input(command.transferObjects.address);
      if (recipient.kind !== 'pure') reject('the recipient must be a pure address');
      const coins = command.transferObjects.objects.map((arg) => coinArgument(arg).amount);
      const outcome = transferSplitCoins(
        state,
        coins,
        normalizeSuiAddress(bcs.Address.parse(recipient.bytes)),
      );
      absorb({ ...outcome, events: [] });
    } else {
      unsupported(`${command.oneofKind ?? 'unknown'} commands`);
    }
  }

  // On failure only gas is charged; mutable inputs still get a new version.
  if (failure) effects = { changes: [], events: [], credits: [] };
  const gasAfter = failure ? gasBalance - FAKE_NET_GAS : available + budget - FAKE_NET_GAS;
  const [gasCoin, ...smashed] = gas;
  const touched = new Set(effects.changes.map((change) => change.objectId));
  const mutatedInputs: ObjectChange[] = inputs.flatMap((value) =>
    value.kind === 'object' && value.mutable && !touched.has(value.object.objectId)
      ? [
          {
            objectId: value.object.objectId,
            type: value.object.type,
            before: value.object,
            after: {
              owner: value.object.owner,
              content: value.object.content,
              balance: value.object.balance,
            },
            idOperation: 'None' as const,
          },
        ]
      : [],
  );
  const gasChanges: ObjectChange[] = [
    {
      objectId: gasCoin.objectId,
      type: gasCoin.type,
      before: gasCoin,
      after: { owner: gasCoin.owner, balance: gasAfter, content: coinContent(gasCoin.objectId, gasAfter) },
      idOperation: 'None',
    },
    ...smashed.map((coin) => ({
      objectId: coin.objectId,
      type: coin.type,
      before: coin,
      after: null,
      idOperation: 'Deleted' as const,
    })),
  ];
  const balanceChanges = new Map<string, bigint>([[sender, gasAfter - gasBalance]]);
  for (const [address, amount] of effects.credits) {
    balanceChanges.set(address, (balanceChanges.get(address) ?? 0n) + amount);
  }
  return {
    sender,
    failure,
    gasObjectId: gasCoin.objectId,
    changes: [...gasChanges, ...mutatedInputs, ...effects.changes].sort((a, b) =>
      a.objectId.localeCompare(b.objectId),
    ),
    balanceChanges,
    events: effects.events,
    lamportVersion,
  };
}

/** Writes an outcome to the state: new versions for written objects, deleted ones gone. */
export function commitOutcome(state: FakeChainState, outcome: ExecutionOutcome, digest: string): void {
  for (const change of outcome.changes) {
    if (change.after) {
      state.putObject({
        objectId: change.objectId,
        type: change.type,
        version: outcome.lamportVersion,
        previousTransaction: digest,
        ...change.after,
      });
    } else {
      state.deleteObject(change.objectId);
      state.fields.delete(change.objectId);
    }
  }
}
