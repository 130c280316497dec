import type { WalletKit } from '@/features/wallet/kit/create-wallet-kit';
import { fetchSuiNetworks } from '@/features/wallet/kit/sui-networks';

let pending: Promise<WalletKit> | null = null;

/**
 * The one dApp kit of the page, created on first use: a page that needs the wallet, or a click on Connect
 * Wallet. The wallet-standard registry is global to the window, so one kit serves every component.
 */
export function loadWalletKit(): Promise<WalletKit> {
  pending ??= Promise.all([fetchSuiNetworks(), import('@/features/wallet/kit/create-wallet-kit')])
    .then(([config, module]) => module.createWalletKit(config))
    .catch((error: unknown) => {
      pending = null; // a failed load (network config unreachable) may be retried
      throw error;
    });
  return pending;
}
