// The setup the kit, modal and page tests share: a real dApp kit per test, clean storage and registry.
import { afterEach, beforeEach, jest } from '@jest/globals';
import {
  createWalletKit,
  type WalletKit,
  type WalletKitOptions,
} from '@/features/wallet/kit/create-wallet-kit';
import { loadWalletKit } from '@/features/wallet/kit/load-wallet-kit';
import { WALLET_STORAGE_KEY } from '@/features/wallet/kit/remembered-account';
import {
  FakeWallet,
  LOCALNET_CONFIG,
  registerWallet,
  unregisterAll,
} from '@/features/wallet/__tests__/fake-wallet';

type KitSetup = {
  /** Serve the kit from loadWalletKit. The test file mocks that module itself (jest hoists mocks per file). */
  servedByLoader?: boolean;
  autoConnect?: boolean;
};

/** A kit on localnet, made as loadWalletKit makes it. */
export function createTestKit(options?: WalletKitOptions): WalletKit {
  return createWalletKit(LOCALNET_CONFIG, options);
}

/** What an earlier visit leaves: `wallet` installed, and its account `address` remembered by the kit. */
export function rememberWallet(wallet: FakeWallet, address: string): void {
  localStorage.setItem(WALLET_STORAGE_KEY, `${wallet.name}:${address}:`);
  registerWallet(wallet);
}

/** Each test starts with empty localStorage and ends with every fake wallet unregistered. */
export function isolateWallets() {
  beforeEach(() => localStorage.clear());
  afterEach(() => unregisterAll());
}

/** isolateWallets, plus a new kit on localnet before each test. Returns the current test's kit. */
export function setUpWalletKit({ servedByLoader = false, autoConnect = false }: KitSetup = {}) {
  let kit: WalletKit | null = null;
  isolateWallets();

  beforeEach(() => {
    const created = createTestKit({ autoConnect });
    kit = created;
    if (servedByLoader) {
      const load = jest.mocked(loadWalletKit);
      load.mockReset();
      load.mockResolvedValue(created);
    }
  });

  return function currentKit(): WalletKit {
    if (!kit) throw new Error('setUpWalletKit: no test is running');
    return kit;
  };
}

/** The kit's view of a registered wallet. */
export function uiWalletNamed(kit: WalletKit, name: string) {
  const wallet = kit.stores.$wallets.get().find((candidate) => candidate.name === name);
  if (!wallet) throw new Error(`${name} is not registered`);
  return wallet;
}
