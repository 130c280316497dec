import type { DAppKit, UiWalletAccount } from '@mysten/dapp-kit-core';
import { chainOf, type WalletNetwork } from '@/features/wallet/kit/sui-networks';

type Kit = Pick<DAppKit<WalletNetwork[]>, 'stores' | 'switchAccount' | 'disconnectWallet'>;

export function supportsNetwork(account: Pick<UiWalletAccount, 'chains'>, network: WalletNetwork): boolean {
  return account.chains.includes(chainOf(network));
}

/**
 * Only accounts on the product's chain are kept: the product cannot use the others. The kit follows a wallet's account changes
 * (the current account stays if still present, else the wallet's first); when that account is not on our
 * network, move to the first one that is, or disconnect when none is left.
 */
export function keepOnlyChainAccounts(kit: Kit): () => void {
  return kit.stores.$connection.subscribe((connection) => {
    if (connection.status !== 'connected') return;
    const network = kit.stores.$currentNetwork.get();
    if (supportsNetwork(connection.account, network)) return;
    const onChain = connection.wallet.accounts.find((account) => supportsNetwork(account, network));
    if (onChain) kit.switchAccount({ account: onChain });
    // A wallet-side disconnect failure is only logged by the kit; local state is cleared either way.
    else void kit.disconnectWallet().catch(() => undefined);
  });
}
