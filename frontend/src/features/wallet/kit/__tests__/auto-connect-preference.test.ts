import { describe, expect, it, jest } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import {
  AUTO_CONNECT_STORAGE_KEY,
  loadsKitAtStart,
  readAutoConnect,
  writeAutoConnect,
} from '@/features/wallet/kit/auto-connect-preference';
import type * as LoadWalletKitModule from '@/features/wallet/kit/load-wallet-kit';
import { addressOf, fakeAccount, FakeWallet, LOCALNET_CONFIG } from '@/features/wallet/__tests__/fake-wallet';
import { isolateWallets, rememberWallet } from '@/features/wallet/__tests__/wallet-kit-harness';
import { mockApi } from '@/testing/mock-api';

const blockedStorage = {
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  removeItem: () => undefined,
};

isolateWallets();

describe('auto-connect preference', () => {
  it('should be off by default, and the kit should then load lazily', () => {
    expect(readAutoConnect()).toBe(false);
    expect(loadsKitAtStart()).toBe(false);
  });

  it('should be kept in localStorage, and load the kit at start when on', () => {
    expect(writeAutoConnect(true)).toBe(true);
    expect(localStorage.getItem(AUTO_CONNECT_STORAGE_KEY)).toBe('true');
    expect(readAutoConnect()).toBe(true);
    expect(loadsKitAtStart()).toBe(true);

    expect(writeAutoConnect(false)).toBe(true);
    expect(localStorage.getItem(AUTO_CONNECT_STORAGE_KEY)).toBeNull();
    expect(loadsKitAtStart()).toBe(false);
  });

  it('should read as off and report nothing saved when storage is blocked', () => {
    expect(readAutoConnect(blockedStorage)).toBe(false);
    expect(writeAutoConnect(true, blockedStorage)).toBe(false);
  });
});

describe('loadWalletKit and the preference', () => {
  // A fresh module each time: loadWalletKit keeps one kit per page.
  async function loadKitAsTheAppOpens() {
    mockApi({ 'GET /api/sui-networks': { status: 200, body: LOCALNET_CONFIG } });
    let load: typeof LoadWalletKitModule.loadWalletKit = () => Promise.reject(new Error('not loaded'));
    jest.isolateModules(() => {
      ({ loadWalletKit: load } = jest.requireActual<typeof LoadWalletKitModule>(
        '@/features/wallet/kit/load-wallet-kit',
      ));
    });
    return load();
  }

  function rememberConnectedWallet() {
    rememberWallet(new FakeWallet('Test Wallet', [fakeAccount(4)]), addressOf(4));
  }

  it('should create the kit with auto-connect on when the user chose it', async () => {
    rememberConnectedWallet();
    writeAutoConnect(true);

    const kit = await loadKitAsTheAppOpens();

    await waitFor(() => expect(kit.stores.$connection.get().account?.address).toBe(addressOf(4)));
  });

  it('should create the kit with auto-connect off by default', async () => {
    rememberConnectedWallet();

    const kit = await loadKitAsTheAppOpens();

    // Give a silent reconnect every chance to happen first.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(kit.stores.$connection.get().status).toBe('disconnected');
  });
});
