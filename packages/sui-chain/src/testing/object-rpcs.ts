import { GrpcTypes } from '@mysten/sui/grpc';
import { normalizeStructTag, normalizeSuiAddress } from '@mysten/sui/utils';
import { type FakeChainState, type StoredObject, SUI_TYPE } from './fake-state';
import { GRPC_STATUS, GrpcStatusError } from './grpc-web';
import { toProtoObject } from './proto-mapping';
import { paginate, type Route, unary } from './rpc-route';

// Read RPCs: objects, owned objects, dynamic fields, transactions, epoch and names.

type ObjectResult = Extract<GrpcTypes.GetObjectResult['result'], { oneofKind: 'object' | 'error' }>;

function objectResult(state: FakeChainState, objectId: string | undefined): ObjectResult {
  const object = objectId === undefined ? undefined : state.getObject(objectId);
  if (!object) {
    const message = `Object ${objectId} not found`;
    return { oneofKind: 'error', error: { code: GRPC_STATUS.NOT_FOUND, message, details: [] } };
  }
  return { oneofKind: 'object', object: toProtoObject(object) };
}

function normalizeTypeFilter(filter: string): string {
  const parts = filter.split('::');
  if (parts.length === 1) return normalizeSuiAddress(filter);
  if (parts.length === 2) return `${normalizeSuiAddress(parts[0])}::${parts[1]}`;
  return normalizeStructTag(filter);
}

/** The node's `object_type` filter: a package, a module, a type (any instantiation) or a full instantiation. */
export function matchesTypeFilter(type: string, filter: string | undefined): boolean {
  if (!filter) return true;
  const wanted = normalizeTypeFilter(filter);
  const actual = normalizeStructTag(type);
  if (wanted.split('::').length < 3) return actual.startsWith(`${wanted}::`);
  return wanted.includes('<') ? actual === wanted : actual.split('<')[0] === wanted;
}

export function objectRoutes(state: FakeChainState): Route[] {
  const T = GrpcTypes;
  return [
    unary(T.LedgerService, 'BatchGetObjects', T.BatchGetObjectsRequest, T.BatchGetObjectsResponse, (req) =>
      T.BatchGetObjectsResponse.create({
        objects: req.requests.map((r) => ({ result: objectResult(state, r.objectId) })),
      }),
    ),
    unary(T.LedgerService, 'GetObject', T.GetObjectRequest, T.GetObjectResponse, (req) => {
      const result = objectResult(state, req.objectId);
      if (result.oneofKind === 'error') throw new GrpcStatusError(result.error.code, result.error.message);
      return T.GetObjectResponse.create({ object: result.object });
    }),
    unary(
      T.StateService,
      'ListOwnedObjects',
      T.ListOwnedObjectsRequest,
      T.ListOwnedObjectsResponse,
      (req) => {
        if (!req.owner) throw new GrpcStatusError(GRPC_STATUS.INVALID_ARGUMENT, 'missing owner');
        const owned = state
          .addressObjects(req.owner)
          .filter((object: StoredObject) => matchesTypeFilter(object.type, req.objectType));
        const { page, nextPageToken } = paginate(owned, req.pageSize, req.pageToken);
        return T.ListOwnedObjectsResponse.create({ objects: page.map(toProtoObject), nextPageToken });
      },
    ),
    unary(
      T.StateService,
      'ListDynamicFields',
      T.ListDynamicFieldsRequest,
      T.ListDynamicFieldsResponse,
      (req) => {
        if (!req.parent) throw new GrpcStatusError(GRPC_STATUS.INVALID_ARGUMENT, 'missing parent');
        const { page, nextPageToken } = paginate(state.fieldsOf(req.parent), req.pageSize, req.pageToken);
        return T.ListDynamicFieldsResponse.create({
          dynamicFields: page.map((field) => ({
            kind: T.DynamicField_DynamicFieldKind.OBJECT,
            parent: field.parentId,
            fieldId: field.fieldId,
            name: { name: field.nameType, value: field.nameBcs },
            valueType: state.getObject(field.childId)?.type,
            childId: field.childId,
          })),
          nextPageToken,
        });
      },
    ),
    unary(T.LedgerService, 'GetTransaction', T.GetTransactionRequest, T.GetTransactionResponse, (req) => {
      const tx = req.digest === undefined ? undefined : state.transactions.get(req.digest);
      if (!tx) throw new GrpcStatusError(GRPC_STATUS.NOT_FOUND, `Transaction ${req.digest} not found`);
      return T.GetTransactionResponse.create({ transaction: tx });
    }),
    unary(T.StateService, 'GetBalance', T.GetBalanceRequest, T.GetBalanceResponse, (req) => {
      if (!req.owner) throw new GrpcStatusError(GRPC_STATUS.INVALID_ARGUMENT, 'missing owner');
      const coinType = req.coinType ? normalizeStructTag(req.coinType) : normalizeStructTag(SUI_TYPE);
      // Only SUI coins exist in the fake; no address balances.
      const total =
        coinType === normalizeStructTag(SUI_TYPE)
          ? state.suiCoinsOf(req.owner).reduce((sum, coin) => sum + (coin.balance ?? 0n), 0n)
          : 0n;
      return T.GetBalanceResponse.create({
        balance: { coinType: req.coinType, balance: total, coinBalance: total, addressBalance: 0n },
      });
    }),
    unary(T.LedgerService, 'GetEpoch', T.GetEpochRequest, T.GetEpochResponse, () =>
      T.GetEpochResponse.create({
        epoch: { epoch: state.epoch, referenceGasPrice: state.referenceGasPrice },
      }),
    ),
    unary(
      T.NameService,
      'ReverseLookupName',
      T.ReverseLookupNameRequest,
      T.ReverseLookupNameResponse,
      (req) => {
        const name =
          req.address === undefined ? undefined : state.names.get(normalizeSuiAddress(req.address));
        // The real node answers NOT_FOUND for an address without a reverse record.
        if (!name) throw new GrpcStatusError(GRPC_STATUS.NOT_FOUND, 'not found');
        return T.ReverseLookupNameResponse.create({ record: { name, targetAddress: req.address } });
      },
    ),
  ];
}
