import { bcs } from '@mysten/sui/bcs';
import { SimulationError } from '@mysten/sui/client';
import { RpcError, SuiGrpcClient } from '@mysten/sui/grpc';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { Transaction } from '@mysten/sui/transactions';
import { normalizeSuiAddress, SUI_TYPE_ARG } from '@mysten/sui/utils';
import { GrpcChainReader } from '../grpc-chain-reader';
import { collectionTypes, PlayerCard, Purchased } from '../player-collection';
import { FakeSuiNode } from './fake-sui-node';

// The buy path with the unmodified SDK: Transaction.build (SimulateTransaction), a real Ed25519
// signature, ExecuteTransaction, then the recorded transaction read back through GrpcChainReader.

const PKG = normalizeSuiAddress('0xabc');
const MARKET = normalizeSuiAddress('0x3a7');
const SELLER = normalizeSuiAddress('0x5e11e4');
const PRICE = 1_500_000_000n;
const FUNDS = 10_000_000_000n;
const NET_GAS = 2_000_000n;
const types = collectionTypes(PKG);
const buyer = Ed25519Keypair.fromSecretKey(new Uint8Array(32).fill(7));
const BUYER = buyer.toSuiAddress();

function buyTransaction(cardId: string, price: bigint): Transaction {
  const tx = new Transaction();
  const [payment] = tx.splitCoins(tx.gas, [tx.pure.u64(price)]);
  tx.moveCall({ target: types.buy, arguments: [tx.object(MARKET), tx.pure.id(cardId), payment] });
  return tx;
}

describe.each(['text', 'binary'] as const)('FakeSuiNode transactions over gRPC-web %s', (format) => {
  const fake = new FakeSuiNode();
  let client: SuiGrpcClient;
  let reader: GrpcChainReader;
  let cardSeq = 0;

  // A fresh listing per test so the tests do not depend on each other.
  function listNewCard(price = PRICE): { cardId: string; listingId: string } {
    cardSeq += 1;
    const cardId = normalizeSuiAddress(`0xca4d${cardSeq}`);
    const listingId = normalizeSuiAddress(`0x1157${cardSeq}`);
    fake.listCard({ listingId, cardId, playerId: `player-${cardSeq}`, price, seller: SELLER });
    return { cardId, listingId };
  }

  beforeAll(async () => {
    fake.useCollection({ packageId: PKG, marketId: MARKET }).fund(BUYER, FUNDS).fund(BUYER, FUNDS);
    const url = await fake.start();
    client = new SuiGrpcClient({ network: 'localnet', baseUrl: url, format });
    reader = new GrpcChainReader({ network: 'localnet', baseUrl: url });
  });

  afterAll(() => fake.stop());

  it('executes a buy: seller paid, buyer debited price and gas, card owned by the buyer, event emitted', async () => {
    const { cardId, listingId } = listNewCard();
    const { balance: before } = await client.getBalance({ owner: BUYER });
    const result = await client.signAndExecuteTransaction({
      transaction: buyTransaction(cardId, PRICE),
      signer: buyer,
      include: { effects: true },
    });
    expect(result.$kind).toBe('Transaction');
    const digest = result.Transaction!.digest;
    const { balance: after } = await client.getBalance({ owner: BUYER });
    expect(BigInt(after.balance)).toBe(BigInt(before.balance) - PRICE - NET_GAS);

    const tx = await reader.getTransaction(digest);
    expect(tx).toMatchObject({ digest, status: 'success', sender: BUYER });
    expect(tx.balanceChanges).toEqual([
      { address: BUYER, coinType: SUI_TYPE_ARG, amount: -(PRICE + NET_GAS) },
      { address: SELLER, coinType: SUI_TYPE_ARG, amount: PRICE },
    ]);
    expect(tx.changedObjects).toContainEqual({ objectId: cardId, outputOwner: BUYER, idOperation: 'None' });
    expect(tx.changedObjects).toContainEqual({
      objectId: listingId,
      outputOwner: null,
      idOperation: 'Deleted',
    });
    expect(tx.objectTypes[cardId]).toBe(types.card);
    expect(tx.events).toHaveLength(1);
    expect(tx.events[0]).toMatchObject({ type: types.purchased, sender: BUYER });
    expect(Purchased.parse(tx.events[0].bcs)).toEqual({
      listing_id: listingId,
      card_id: cardId,
      player_id: expect.stringMatching(/^player-/),
      price: PRICE.toString(),
      seller: SELLER,
      buyer: BUYER,
    });

    const card = await reader.getObjectOwnership(cardId);
    expect(card).toMatchObject({ exists: true, owner: BUYER, type: types.card });
    expect(PlayerCard.parse(card.content!).id).toBe(cardId);
    await expect(reader.getObjectOwnership(listingId)).resolves.toMatchObject({ exists: false });
    const listings = await reader.listDynamicObjects(MARKET);
    expect(listings.map((l) => l.objectId)).not.toContain(listingId);
    const { objects: sellerCoins } = await client.listCoins({ owner: SELLER });
    expect(sellerCoins.map((c) => c.balance)).toContain(PRICE.toString());
  });

  it('returns BCS effects that parse as TransactionEffects V2 and match the proto effects', async () => {
    const { cardId } = listNewCard();
    const result = await client.signAndExecuteTransaction({
      transaction: buyTransaction(cardId, PRICE),
      signer: buyer,
      include: { effects: true },
    });
    const effects = result.Transaction!.effects!;
    const parsed = bcs.TransactionEffects.parse(effects.bcs!);
    expect(parsed.$kind).toBe('V2');
    const v2 = parsed.V2!;
    expect(v2.status.$kind).toBe('Success');
    expect(v2.transactionDigest).toBe(result.Transaction!.digest);
    expect(v2.lamportVersion).toBe(effects.lamportVersion);
    const card = v2.changedObjects.find(([id]) => id === cardId)?.[1];
    expect(card).toMatchObject({
      inputState: { $kind: 'NotExist' },
      outputState: { $kind: 'ObjectWrite', ObjectWrite: [expect.any(String), { AddressOwner: BUYER }] },
      idOperation: { $kind: 'None' },
    });
    expect(v2.changedObjects[v2.gasObjectIndex!][0]).toBe(effects.gasObject!.objectId);
    expect(v2.changedObjects.map(([id]) => id)).toEqual(effects.changedObjects.map((c) => c.objectId));
  });

  it('refuses to build an underpaying buy: the simulation aborts, as on the node', async () => {
    const { cardId } = listNewCard();
    const error = await client
      .signAndExecuteTransaction({ transaction: buyTransaction(cardId, PRICE - 1n), signer: buyer })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SimulationError);
    expect(String(error)).toContain('abort code: 2');
  });

  it('records an underpaying buy built offline as a failed transaction (MoveAbort), charging gas only', async () => {
    const { cardId, listingId } = listNewCard();
    const { objects: coins } = await client.listCoins({ owner: BUYER });
    const tx = new Transaction();
    tx.setSender(BUYER);
    tx.setGasPayment(coins.map((c) => ({ objectId: c.objectId, version: c.version, digest: c.digest })));
    tx.setGasBudget(10_000_000);
    tx.setGasPrice(1000);
    const [payment] = tx.splitCoins(tx.gas, [tx.pure.u64(PRICE - 1n)]);
    tx.moveCall({
      target: types.buy,
      arguments: [
        tx.sharedObjectRef({ objectId: MARKET, initialSharedVersion: 1, mutable: true }),
        tx.pure.id(cardId),
        payment,
      ],
    });
    const result = await client.signAndExecuteTransaction({ transaction: await tx.build(), signer: buyer });
    expect(result.$kind).toBe('FailedTransaction');
    expect(result.FailedTransaction!.status.error).toMatchObject({ $kind: 'MoveAbort' });

    const recorded = await reader.getTransaction(result.FailedTransaction!.digest);
    expect(recorded).toMatchObject({ status: 'failure', sender: BUYER, events: [] });
    expect(recorded.balanceChanges).toEqual([{ address: BUYER, coinType: SUI_TYPE_ARG, amount: -NET_GAS }]);
    await expect(reader.getObjectOwnership(listingId)).resolves.toMatchObject({
      exists: true,
      type: types.listing,
    });
  });

  it('rejects a transaction signed by another key, without recording it', async () => {
    const { cardId, listingId } = listNewCard();
    const tx = buyTransaction(cardId, PRICE);
    tx.setSender(BUYER);
    const bytes = await tx.build({ client });
    const other = Ed25519Keypair.fromSecretKey(new Uint8Array(32).fill(8));
    const { signature } = await other.signTransaction(bytes);
    const error = await client
      .executeTransaction({ transaction: bytes, signatures: [signature] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RpcError);
    expect(error).toMatchObject({ code: 'INVALID_ARGUMENT' });
    await expect(reader.getObjectOwnership(listingId)).resolves.toMatchObject({ exists: true });
  });

  it('refuses a buy the buyer cannot pay for', async () => {
    const { cardId } = listNewCard();
    const poor = Ed25519Keypair.fromSecretKey(new Uint8Array(32).fill(9));
    fake.fund(poor.toSuiAddress(), PRICE / 2n);
    const error = await client
      .signAndExecuteTransaction({ transaction: buyTransaction(cardId, PRICE), signer: poor })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SimulationError);
    expect(String(error)).toContain('InsufficientCoinBalance');
  });

  it('fails a buy of a card that is not listed', async () => {
    const error = await client
      .signAndExecuteTransaction({ transaction: buyTransaction('0xdead', PRICE), signer: buyer })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SimulationError);
    expect(String(error)).toContain('abort code: 1');
  });

  it('executes a transfer of split coins: the recipient gets a new coin, the sender pays it and gas', async () => {
    const recipient = normalizeSuiAddress('0xf00d');
    const { balance: before } = await client.getBalance({ owner: BUYER });
    const tx = new Transaction();
    const [coin] = tx.splitCoins(tx.gas, [tx.pure.u64(5n)]);
    tx.transferObjects([coin], recipient);
    const result = await client.signAndExecuteTransaction({ transaction: tx, signer: buyer });
    expect(result.$kind).toBe('Transaction');

    const read = await reader.getTransaction(result.Transaction!.digest);
    expect(read.balanceChanges).toEqual(
      expect.arrayContaining([
        { address: BUYER, coinType: SUI_TYPE_ARG, amount: -(5n + NET_GAS) },
        { address: recipient, coinType: SUI_TYPE_ARG, amount: 5n },
      ]),
    );
    const { balance: after } = await client.getBalance({ owner: BUYER });
    expect(BigInt(before.balance) - BigInt(after.balance)).toBe(5n + NET_GAS);
    await expect(client.getBalance({ owner: recipient })).resolves.toMatchObject({
      balance: { balance: '5' },
    });
  });
});
