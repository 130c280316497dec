import { GrpcTypes } from '@mysten/sui/grpc';
import type { Argument, CallArg, Command, TransactionData } from '@mysten/sui/transactions';
import { fromBase64, normalizeSuiAddress } from '@mysten/sui/utils';
import { GRPC_STATUS, GrpcStatusError } from './grpc-web';

// Signed transaction data (parsed from its BCS) to the node's protobuf Transaction, so an executed
// transaction is served by GetTransaction as the node would, and so execution and simulation share
// one interpreter. Mirrors the SDK's own (unexported) transactionDataToGrpcTransaction.

function unsupported(what: string): never {
  throw new GrpcStatusError(GRPC_STATUS.UNIMPLEMENTED, `the fake node does not execute ${what}`);
}

function toProtoInput(arg: CallArg): GrpcTypes.Input {
  const { Input_InputKind } = GrpcTypes;
  switch (arg.$kind) {
    case 'Pure':
      return { kind: Input_InputKind.PURE, pure: fromBase64(arg.Pure.bytes) };
    case 'Object': {
      const object = arg.Object;
      if (object.$kind === 'ImmOrOwnedObject') {
        const ref = object.ImmOrOwnedObject;
        return {
          kind: Input_InputKind.IMMUTABLE_OR_OWNED,
          objectId: ref.objectId,
          version: BigInt(ref.version),
          digest: ref.digest,
        };
      }
      if (object.$kind === 'SharedObject') {
        const ref = object.SharedObject;
        return {
          kind: Input_InputKind.SHARED,
          objectId: ref.objectId,
          version: BigInt(ref.initialSharedVersion),
          mutable: ref.mutable,
        };
      }
      return unsupported(`${object.$kind} inputs`);
    }
    default:
      return unsupported(`${arg.$kind} inputs`);
  }
}

function toProtoArgument(arg: Argument): GrpcTypes.Argument {
  const { Argument_ArgumentKind } = GrpcTypes;
  switch (arg.$kind) {
    case 'GasCoin':
      return { kind: Argument_ArgumentKind.GAS };
    case 'Input':
      return { kind: Argument_ArgumentKind.INPUT, input: arg.Input };
    case 'Result':
      return { kind: Argument_ArgumentKind.RESULT, result: arg.Result };
    case 'NestedResult':
      return {
        kind: Argument_ArgumentKind.RESULT,
        result: arg.NestedResult[0],
        subresult: arg.NestedResult[1],
      };
    default:
      return unsupported(`argument ${JSON.stringify(arg)}`);
  }
}

function toProtoCommand(command: Command): GrpcTypes.Command {
  switch (command.$kind) {
    case 'MoveCall': {
      const call = command.MoveCall;
      return {
        command: {
          oneofKind: 'moveCall',
          moveCall: {
            package: normalizeSuiAddress(call.package),
            module: call.module,
            function: call.function,
            typeArguments: call.typeArguments,
            arguments: call.arguments.map(toProtoArgument),
          },
        },
      };
    }
    case 'SplitCoins':
      return {
        command: {
          oneofKind: 'splitCoins',
          splitCoins: {
            coin: toProtoArgument(command.SplitCoins.coin),
            amounts: command.SplitCoins.amounts.map(toProtoArgument),
          },
        },
      };
    case 'MergeCoins':
      return {
        command: {
          oneofKind: 'mergeCoins',
          mergeCoins: {
            coin: toProtoArgument(command.MergeCoins.destination),
            coinsToMerge: command.MergeCoins.sources.map(toProtoArgument),
          },
        },
      };
    case 'TransferObjects':
      return {
        command: {
          oneofKind: 'transferObjects',
          transferObjects: {
            objects: command.TransferObjects.objects.map(toProtoArgument),
            address: toProtoArgument(command.TransferObjects.address),
          },
        },
      };
    default:
      return unsupported(`${command.$kind} commands`);
  }
}

export function toProtoTransaction(
  data: TransactionData,
  bytes: Uint8Array,
  digest: string,
): GrpcTypes.Transaction {
  const { TransactionExpiration_TransactionExpirationKind: Expiration } = GrpcTypes;
  const expiration =
    data.expiration?.$kind === 'Epoch'
      ? { kind: Expiration.EPOCH, epoch: BigInt(data.expiration.Epoch) }
      : { kind: Expiration.NONE };
  return GrpcTypes.Transaction.create({
    bcs: { name: 'TransactionData', value: bytes },
    digest,
    version: 1,
    kind: {
      kind: GrpcTypes.TransactionKind_Kind.PROGRAMMABLE_TRANSACTION,
      data: {
        oneofKind: 'programmableTransaction',
        programmableTransaction: {
          inputs: data.inputs.map(toProtoInput),
          commands: data.commands.map(toProtoCommand),
        },
      },
    },
    sender: data.sender ? normalizeSuiAddress(data.sender) : undefined,
    gasPayment: {
      objects: (data.gasData.payment ?? []).map((ref) => ({
        objectId: ref.objectId,
        version: BigInt(ref.version),
        digest: ref.digest,
      })),
      owner: normalizeSuiAddress(data.gasData.owner ?? data.sender ?? '0x0'),
      price: data.gasData.price ? BigInt(data.gasData.price) : undefined,
      budget: data.gasData.budget ? BigInt(data.gasData.budget) : undefined,
    },
    expiration,
  });
}
