// Test doubles at the wallet-standard boundary: a registrable wallet whose answers each test controls.
import { jest } from '@jest/globals';
import {
  getWallets,
  ReadonlyWalletAccount,
  type IdentifierArray,
  type StandardConnectFeature,
  type StandardConnectInput,
  type StandardDisconnectFeature,
  type StandardEventsFeature,
  type StandardEventsListeners,
  type SuiSignAndExecuteTransactionFeature,
  type SuiSignPersonalMessageFeature,
  type SuiSignTransactionFeature,
  type Wallet,
  type WalletAccount,
} from '@mysten/wallet-standard';
import type { SuiNetworksConfig } from '@/features/wallet/kit/sui-networks';

export const LOCALNET_CONFIG: SuiNetworksConfig = {
  defaultNetwork: 'localnet',
  networks: {
    mainnet: 'https://fullnode.mainnet.sui.io:443',
    testnet: 'https://fullnode.testnet.sui.io:443',
    devnet: 'https://fullnode.devnet.sui.io:443',
    localnet: 'http://127.0.0.1:9000',
  },
};

const ACCOUNT_FEATURES: IdentifierArray = [
  'sui:signPersonalMessage',
  'sui:signAndExecuteTransaction',
  'sui:signTransaction',
];

export function addressOf(seed: number): string {
  return `0x${seed.toString(16).padStart(64, '0')}`;
}

export function fakeAccount(
  seed: number,
  {
    chains = ['sui:localnet'],
    label,
    features = ACCOUNT_FEATURES,
  }: {
    chains?: IdentifierArray;
    label?: string;
    features?: IdentifierArray;
  } = {},
): WalletAccount {
  return new ReadonlyWalletAccount({
    address: addressOf(seed),
    publicKey: new Uint8Array(32).fill(seed),
    chains,
    features,
    label,
  });
}

type Features = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SuiSignPersonalMessageFeature &
  SuiSignTransactionFeature &
  SuiSignAndExecuteTransactionFeature;

const ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=' as const;

export class FakeWallet implements Wallet {
  readonly version = '1.0.0' as const;
  readonly icon = ICON;
  readonly chains: IdentifierArray = ['sui:mainnet', 'sui:testnet', 'sui:devnet', 'sui:localnet'];
  #accounts: WalletAccount[] = [];
  #authorized: WalletAccount[];
  #listeners = new Set<StandardEventsListeners['change']>();

  // Like real wallets, a change event announces the accounts a connection authorizes (the kit reads them).
  readonly connect = jest.fn(async (_input?: StandardConnectInput) => {
    this.#setAccounts(this.#authorized);
    return { accounts: this.#accounts };
  });
  readonly disconnect = jest.fn(async () => {
    this.#setAccounts([]);
  });
  readonly signPersonalMessage = jest.fn(async ({ message }: { message: Uint8Array }) => ({
    bytes: new TextDecoder().decode(message),
    signature: `signed:${new TextDecoder().decode(message)}`,
  }));
  readonly signTransaction = jest.fn(async (): Promise<{ bytes: string; signature: string }> => {
    throw new Error('not scripted');
  });
  readonly signAndExecuteTransaction = jest.fn(
    async (): Promise<{ bytes: string; signature: string; digest: string; effects: string }> => {
      throw new Error('not scripted');
    },
  );

  constructor(
    readonly name: string,
    authorized: WalletAccount[] = [fakeAccount(1)],
  ) {
    this.#authorized = authorized;
  }

  get accounts(): readonly WalletAccount[] {
    return this.#accounts;
  }

  get features(): Features {
    return {
      'standard:connect': { version: '1.0.0', connect: this.connect },
      'standard:disconnect': { version: '1.0.0', disconnect: this.disconnect },
      'standard:events': {
        version: '1.0.0',
        on: (_event, listener) => {
          this.#listeners.add(listener);
          return () => this.#listeners.delete(listener);
        },
      },
      'sui:signPersonalMessage': { version: '1.1.0', signPersonalMessage: this.signPersonalMessage },
      'sui:signTransaction': { version: '2.0.0', signTransaction: this.signTransaction },
      'sui:signAndExecuteTransaction': {
        version: '2.0.0',
        signAndExecuteTransaction: this.signAndExecuteTransaction,
      },
    };
  }

  /** The wallet's own account change (the user switched or added accounts in the extension). */
  changeAccounts(accounts: WalletAccount[]): void {
    this.#authorized = accounts;
    this.#setAccounts(accounts);
  }

  #setAccounts(accounts: WalletAccount[]): void {
    this.#accounts = accounts;
    this.#listeners.forEach((listener) => listener({ accounts }));
  }
}

const registered: (() => void)[] = [];

/** Registers over the wallet-standard window events, as an extension does; unregisterAll() undoes it. */
export function registerWallet(wallet: Wallet): () => void {
  const unregister = getWallets().register(wallet);
  registered.push(unregister);
  return unregister;
}

export function unregisterAll(): void {
  registered.splice(0).forEach((unregister) => unregister());
}
