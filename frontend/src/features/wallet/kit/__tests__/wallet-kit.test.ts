import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import type { WalletKit } from '@/features/wallet/kit/create-wallet-kit';
import { WALLET_STORAGE_KEY } from '@/features/wallet/kit/remembered-account';
import { connectWallet, disconnectWallet, switchAccount } from '@/features/wallet/kit/wallet-actions';
import { addressOf, fakeAccount, FakeWallet, registerWallet } from '@/features/wallet/__tests__/fake-wallet';
import {
  createTestKit,
  isolateWallets,
  rememberWallet,
  setUpWalletKit,
  uiWalletNamed,
} from '@/features/wallet/__tests__/wallet-kit-harness';

function connection(kit: WalletKit) {
  return kit.stores.$connection.get();
}

// Keeps the kit's stores mounted, as the app's subscribers do.
function watchConnection(kit: () => WalletKit) {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    stop = kit().stores.$connection.listen(() => undefined);
  });
  afterEach(() => stop());
}

describe('wallet kit state', () => {
  const kit = setUpWalletKit();
  watchConnection(kit);

  it('should start disconnected on the configured default network, without auto-connecting', () => {
    rememberWallet(new FakeWallet('Test Wallet'), addressOf(1));

    expect(connection(kit()).status).toBe('disconnected');
    expect(kit().stores.$currentNetwork.get()).toBe('localnet');
  });

  it('should keep only accounts on the product chain and prefer the remembered one', async () => {
    const wallet = new FakeWallet('Test Wallet', [
      fakeAccount(1, { chains: ['sui:mainnet'] }),
      fakeAccount(2),
      fakeAccount(3),
    ]);
    registerWallet(wallet);
    localStorage.setItem(WALLET_STORAGE_KEY, `Other:${addressOf(3)}:`);

    const account = await connectWallet(kit(), uiWalletNamed(kit(), 'Test Wallet'));

    expect(account.address).toBe(addressOf(3));
    expect(connection(kit())).toMatchObject({ status: 'connected', account: { address: addressOf(3) } });
    // Remembered locally for next time: wallet and address.
    expect(localStorage.getItem(WALLET_STORAGE_KEY)).toContain(addressOf(3));
  });

  it('should take the first chain account when nothing is remembered', async () => {
    registerWallet(
      new FakeWallet('Test Wallet', [fakeAccount(1, { chains: ['sui:mainnet'] }), fakeAccount(2)]),
    );

    const account = await connectWallet(kit(), uiWalletNamed(kit(), 'Test Wallet'));

    expect(account.address).toBe(addressOf(2));
  });

  it('should refuse a wallet with no account on the product chain and stay disconnected', async () => {
    registerWallet(new FakeWallet('Mainnet Only', [fakeAccount(1, { chains: ['sui:mainnet'] })]));

    await expect(connectWallet(kit(), uiWalletNamed(kit(), 'Mainnet Only'))).rejects.toThrow(
      'Mainnet Only has no account on Sui Localnet.',
    );
    expect(connection(kit()).status).toBe('disconnected');
  });

  it('should go back to disconnected when the wallet refuses the connection', async () => {
    const wallet = new FakeWallet('Test Wallet');
    wallet.connect.mockRejectedValueOnce(new Error('User rejected the request'));
    registerWallet(wallet);

    await expect(connectWallet(kit(), uiWalletNamed(kit(), 'Test Wallet'))).rejects.toThrow(
      'User rejected the request',
    );
    expect(connection(kit()).status).toBe('disconnected');
  });

  it('should replace the accounts on a wallet account change, keeping the current one if still present', async () => {
    const wallet = new FakeWallet('Test Wallet', [fakeAccount(1), fakeAccount(2)]);
    registerWallet(wallet);
    await connectWallet(kit(), uiWalletNamed(kit(), 'Test Wallet'));
    switchAccount(kit(), addressOf(2));

    wallet.changeAccounts([fakeAccount(4), fakeAccount(2)]);

    await waitFor(() => expect(connection(kit()).wallet?.accounts).toHaveLength(2));
    expect(connection(kit()).account?.address).toBe(addressOf(2));
  });

  it('should move to the first chain account when the current one disappears', async () => {
    const wallet = new FakeWallet('Test Wallet', [fakeAccount(1), fakeAccount(2)]);
    registerWallet(wallet);
    await connectWallet(kit(), uiWalletNamed(kit(), 'Test Wallet'));

    wallet.changeAccounts([fakeAccount(5, { chains: ['sui:mainnet'] }), fakeAccount(6)]);

    await waitFor(() => expect(connection(kit()).account?.address).toBe(addressOf(6)));
    expect(connection(kit()).status).toBe('connected');
  });

  it('should reset to disconnected when the connected wallet is unregistered', async () => {
    const unregister = registerWallet(new FakeWallet('Test Wallet'));
    await connectWallet(kit(), uiWalletNamed(kit(), 'Test Wallet'));

    unregister();

    await waitFor(() => expect(connection(kit()).status).toBe('disconnected'));
    expect(connection(kit()).account).toBeNull();
  });

  it('should clear the connection and the remembered account even when the wallet fails to disconnect', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const wallet = new FakeWallet('Test Wallet');
    wallet.disconnect.mockRejectedValueOnce(new Error('extension crashed'));
    registerWallet(wallet);
    await connectWallet(kit(), uiWalletNamed(kit(), 'Test Wallet'));

    await disconnectWallet(kit());

    expect(connection(kit())).toMatchObject({ status: 'disconnected', wallet: null, account: null });
    expect(localStorage.getItem(WALLET_STORAGE_KEY)).toBeNull();
    expect(warn).toHaveBeenCalled(); // only logged
    warn.mockRestore();
  });

  it('should name the wallet when switching to an account it does not have', async () => {
    registerWallet(new FakeWallet('Test Wallet'));
    await connectWallet(kit(), uiWalletNamed(kit(), 'Test Wallet'));

    expect(() => switchAccount(kit(), addressOf(9))).toThrow(
      `No account with address ${addressOf(9)} is connected to Test Wallet.`,
    );
  });
});

describe('auto-connect (off by default; when on, reconnects silently)', () => {
  isolateWallets();

  // The app opening with the preference on: the kit reads the remembered account as it starts.
  function openApp() {
    return createTestKit({ autoConnect: true });
  }

  it('should reconnect silently to the remembered wallet and account', async () => {
    const wallet = new FakeWallet('Test Wallet', [fakeAccount(1), fakeAccount(2)]);
    rememberWallet(wallet, addressOf(2));

    const kit = openApp();

    await waitFor(() =>
      expect(connection(kit)).toMatchObject({ status: 'connected', account: { address: addressOf(2) } }),
    );
    // Silent: the wallet is asked not to prompt the user.
    expect(wallet.connect).toHaveBeenCalledWith({ silent: true });
  });

  it('should reconnect to a remembered wallet that registers after the app opened', async () => {
    localStorage.setItem(WALLET_STORAGE_KEY, `Late Wallet:${addressOf(3)}:`);
    const kit = openApp();
    await waitFor(() => expect(connection(kit).status).toBe('reconnecting'));

    registerWallet(new FakeWallet('Late Wallet', [fakeAccount(3)]));

    await waitFor(() => expect(connection(kit).account?.address).toBe(addressOf(3)));
  });

  it('should not ask the wallet when nothing is remembered', async () => {
    const wallet = new FakeWallet('Test Wallet');
    registerWallet(wallet);

    const kit = openApp();

    await waitFor(() => expect(connection(kit).status).toBe('disconnected'));
    expect(wallet.connect).not.toHaveBeenCalled();
  });
});
