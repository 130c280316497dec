import { describe, expect, it } from '@jest/globals';
import { Transaction } from '@mysten/sui/transactions';
import type { WalletKit } from '@/features/wallet/kit/create-wallet-kit';
import * as actions from '@/features/wallet/kit/wallet-actions';
import { fakeAccount, FakeWallet, registerWallet } from '@/features/wallet/__tests__/fake-wallet';
import { setUpWalletKit, uiWalletNamed } from '@/features/wallet/__tests__/wallet-kit-harness';

type ExecuteResult = Awaited<ReturnType<WalletKit['signAndExecuteTransaction']>>;

// Execution results as the kit returns them; only the fields our wrapper reads matter here.
function executed(digest: string, effects: object | null): ExecuteResult {
  return { $kind: 'Transaction', Transaction: { digest, effects } } as unknown as ExecuteResult;
}

function failed(message: string): ExecuteResult {
  return {
    $kind: 'FailedTransaction',
    FailedTransaction: { digest: 'D', status: { success: false, error: { message } } },
  } as unknown as ExecuteResult;
}

describe('wallet actions (their messages)', () => {
  const kit = setUpWalletKit();

  async function connect(wallet = new FakeWallet('Test Wallet')) {
    registerWallet(wallet);
    await actions.connectWallet(kit(), uiWalletNamed(kit(), wallet.name));
    return wallet;
  }

  it.each([
    ['disconnect', () => actions.disconnectWallet(kit())],
    ['switch account', async () => actions.switchAccount(kit(), '0x1')],
    ['sign and execute', () => actions.signAndExecuteTransaction(kit(), new Transaction())],
    ['sign a message', () => actions.signPersonalMessage(kit(), new Uint8Array([1]))],
  ])('should refuse to %s without a connected wallet', async (_action, run) => {
    await expect(run()).rejects.toThrow('No wallet is connected.');
  });

  it('should refuse to sign when no account is selected', async () => {
    const stub = {
      ...kit(),
      stores: {
        ...kit().stores,
        $connection: { ...kit().stores.$connection, get: () => ({ wallet: {}, account: null }) },
      },
    } as unknown as WalletKit;

    await expect(actions.signAndExecuteTransaction(stub, new Transaction())).rejects.toThrow(
      'No wallet account is selected to sign the transaction with.',
    );
  });

  it('should refuse a wallet whose account cannot sign transactions', async () => {
    await connect(new FakeWallet('Viewer', [fakeAccount(1, { features: ['sui:signPersonalMessage'] })]));

    await expect(actions.signAndExecuteTransaction(kit(), new Transaction())).rejects.toThrow(
      "This wallet doesn't support the `signTransaction` feature.",
    );
  });

  it('should answer the digest of an executed transaction', async () => {
    await connect();
    kit().signAndExecuteTransaction = async () => executed('DIGEST1', { status: { success: true } });

    await expect(actions.signAndExecuteTransaction(kit(), new Transaction())).resolves.toEqual({
      digest: 'DIGEST1',
    });
  });

  it('should say so when the effects cannot be read', async () => {
    await connect();
    kit().signAndExecuteTransaction = async () => executed('DIGEST2', null);

    await expect(actions.signAndExecuteTransaction(kit(), new Transaction())).rejects.toThrow(
      'Could not parse effects from transaction result.',
    );
  });

  it('should throw the chain error of a transaction that failed on chain', async () => {
    await connect();
    kit().signAndExecuteTransaction = async () => failed('MoveAbort in 1st command, abort code: 2');

    await expect(actions.signAndExecuteTransaction(kit(), new Transaction())).rejects.toThrow(
      'MoveAbort in 1st command, abort code: 2',
    );
  });

  it('should return the wallet signature of a personal message', async () => {
    const wallet = await connect();

    await expect(
      actions.signPersonalMessage(kit(), new TextEncoder().encode('Link nonce=1')),
    ).resolves.toEqual({ signature: 'signed:Link nonce=1' });
    expect(wallet.signPersonalMessage).toHaveBeenCalledWith(
      expect.objectContaining({ chain: 'sui:localnet' }),
    );
  });
});
