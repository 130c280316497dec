import { readAutoConnect } from '@/features/wallet/kit/auto-connect-preference';
import type { WalletKit } from '@/features/wallet/kit/create-wallet-kit';
import { fetchSuiNetworks } from '@/features/wallet/kit/sui-networks';

let pending: Promise<WalletKit> | null = null;

/**
 * The one dApp kit of the page, created on first use: a page that needs the wallet, a click on Connect
 * Wallet, or the app's start when auto-connect is on. The wallet-standard registry is global to the window,
 * so one kit serves every component. The preference is read at creation: a change applies on the next open.
 */
export function loadWalletKit(): Promise<WalletKit> {
  pending ??= Promise.all([fetchSuiNetworks(), import('@/features/wallet/kit/create-wallet-kit')])
    .then(([config, module]) => module.createWalletKit(config, { autoConnect: readAutoConnect() }))
    .catch((error: unknown) => {
      pending = null; // a failed load (network config unreachable) may be retried
      throw error;
    });
  return pending;
}
