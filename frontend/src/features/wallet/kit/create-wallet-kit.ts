// The heavy part of the wallet (dApp kit + Sui SDK). Only ever loaded through load-wallet-kit's dynamic
// import, so it lands in its own chunk and the first paint never waits for it.
import { createDAppKit, type DAppKit } from '@mysten/dapp-kit-core';
import { SuiGrpcClient } from '@mysten/sui/grpc';
import { keepOnlyChainAccounts } from '@/features/wallet/kit/keep-chain-accounts';
import { WALLET_STORAGE_KEY } from '@/features/wallet/kit/remembered-account';
import { walletErrors } from '@/features/wallet/kit/wallet-errors';
import {
  WALLET_NETWORKS,
  type SuiNetworksConfig,
  type WalletNetwork,
} from '@/features/wallet/kit/sui-networks';

export type WalletKit = DAppKit<WalletNetwork[], SuiGrpcClient>;

export type WalletKitOptions = {
  /** Off by default (nothing reconnects unasked); when on, reconnects silently to the remembered wallet and account. */
  autoConnect?: boolean;
};

export function createWalletKit(config: SuiNetworksConfig, { autoConnect = false }: WalletKitOptions = {}) {
  const kit: WalletKit = createDAppKit({
    networks: [...WALLET_NETWORKS],
    defaultNetwork: config.defaultNetwork,
    createClient: (network) => {
      const baseUrl = config.networks[network];
      if (!baseUrl) throw new Error(walletErrors.noNetworkConfig);
      return new SuiGrpcClient({ network, baseUrl });
    },
    autoConnect,
    storageKey: WALLET_STORAGE_KEY,
    // Installed wallets only: the Slush web wallet would add a remote origin (popups, metadata API) that
    // the "detected wallets" list and our CSP do not include.
    slushWalletConfig: null,
  });
  keepOnlyChainAccounts(kit);
  return kit;
}
