// A deterministic wallet-standard wallet for the browser tests, bundled on its own (build-test-wallet.ts)
// and injected with page.addInitScript: the app's code is unchanged and the real dApp kit talks to it.
// It signs with a fixed Ed25519 key and executes through the same full node the app uses.
import { SuiGrpcClient } from '@mysten/sui/grpc';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { Transaction } from '@mysten/sui/transactions';
import { toBase64 } from '@mysten/sui/utils';
import {
  ReadonlyWalletAccount,
  registerWallet,
  SUI_CHAINS,
  type IdentifierString,
  type StandardConnectFeature,
  type StandardDisconnectFeature,
  type StandardEventsFeature,
  type StandardEventsListeners,
  type SuiSignAndExecuteTransactionFeature,
  type SuiSignAndExecuteTransactionInput,
  type SuiSignPersonalMessageFeature,
  type SuiSignTransactionFeature,
  type SuiSignTransactionInput,
  type Wallet,
  type WalletAccount,
} from '@mysten/wallet-standard';

/** Set by the test before this script runs (install-test-wallet.ts). */
export type TestWalletConfig = { name: string; secretKey: number[] };

declare global {
  interface Window {
    __SFL_TEST_WALLET__?: TestWalletConfig;
  }
}

const ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iIzRkYTJmZiIvPjwvc3ZnPg==' as const;

type Network = 'mainnet' | 'testnet' | 'devnet' | 'localnet';

class TestWallet implements Wallet {
  readonly version = '1.0.0' as const;
  readonly icon = ICON;
  readonly chains = SUI_CHAINS;
  readonly #keypair: Ed25519Keypair;
  readonly #account: WalletAccount;
  #accounts: WalletAccount[] = [];
  readonly #listeners = new Set<StandardEventsListeners['change']>();
  readonly #clients = new Map<string, Promise<SuiGrpcClient>>();

  constructor(
    readonly name: string,
    secretKey: Uint8Array,
  ) {
    this.#keypair = Ed25519Keypair.fromSecretKey(secretKey);
    this.#account = new ReadonlyWalletAccount({
      address: this.#keypair.toSuiAddress(),
      publicKey: this.#keypair.getPublicKey().toSuiBytes(),
      chains: SUI_CHAINS,
      features: ['sui:signPersonalMessage', 'sui:signTransaction', 'sui:signAndExecuteTransaction'],
    });
  }

  get accounts(): readonly WalletAccount[] {
    return this.#accounts;
  }

  get features(): StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SuiSignPersonalMessageFeature &
    SuiSignTransactionFeature &
    SuiSignAndExecuteTransactionFeature {
    return {
      'standard:connect': { version: '1.0.0', connect: async () => this.#connect() },
      'standard:disconnect': { version: '1.0.0', disconnect: async () => this.#setAccounts([]) },
      'standard:events': {
        version: '1.0.0',
        on: (_event, listener) => {
          this.#listeners.add(listener);
          return () => this.#listeners.delete(listener);
        },
      },
      'sui:signPersonalMessage': {
        version: '1.1.0',
        signPersonalMessage: async ({ message }) => this.#keypair.signPersonalMessage(message),
      },
      'sui:signTransaction': {
        version: '2.0.0',
        signTransaction: async (input) => this.#keypair.signTransaction(await this.#build(input)),
      },
      'sui:signAndExecuteTransaction': {
        version: '2.0.0',
        signAndExecuteTransaction: async (input) => this.#signAndExecute(input),
      },
    };
  }

  #connect() {
    this.#setAccounts([this.#account]);
    return { accounts: this.#accounts };
  }

  // Wallets announce authorized accounts with a change event; the kit reads them from it.
  #setAccounts(accounts: WalletAccount[]) {
    this.#accounts = accounts;
    this.#listeners.forEach((listener) => listener({ accounts }));
  }

  async #build({ transaction, chain }: SuiSignTransactionInput): Promise<Uint8Array> {
    const client = await this.#client(chain);
    return Transaction.from(await transaction.toJSON()).build({ client });
  }

  async #signAndExecute(input: SuiSignAndExecuteTransactionInput) {
    const client = await this.#client(input.chain);
    const bytes = await this.#build(input);
    const { signature } = await this.#keypair.signTransaction(bytes);
    const result = await client.executeTransaction({
      transaction: bytes,
      signatures: [signature],
      include: { effects: true },
    });
    const executed = result.Transaction ?? result.FailedTransaction;
    if (!executed.effects.bcs) throw new Error('The node returned no BCS effects');
    // dapp-kit-core parses these BCS effects into the result the app reads.
    return {
      bytes: toBase64(bytes),
      signature,
      digest: executed.digest,
      effects: toBase64(executed.effects.bcs),
    };
  }

  // The same full nodes as the app: whatever the gateway serves at /api/sui-networks.
  #client(chain: IdentifierString): Promise<SuiGrpcClient> {
    let client = this.#clients.get(chain);
    if (!client) {
      const network = chain.replace(/^sui:/, '') as Network;
      client = fetch('/api/sui-networks')
        .then((response) => response.json() as Promise<{ networks: Record<Network, string> }>)
        .then(({ networks }) => new SuiGrpcClient({ network, baseUrl: networks[network] }));
      this.#clients.set(chain, client);
    }
    return client;
  }
}

const config = window.__SFL_TEST_WALLET__;
if (config) registerWallet(new TestWallet(config.name, new Uint8Array(config.secretKey)));
