// Our wrappers around the kit's actions: the product's checks and messages, and its account rules
// (only accounts on the product's chain).
import type { UiWallet, UiWalletAccount } from '@mysten/dapp-kit-core';
import type { Transaction } from '@mysten/sui/transactions';
import type { WalletKit } from '@/features/wallet/kit/create-wallet-kit';
import { supportsNetwork } from '@/features/wallet/kit/keep-chain-accounts';
import { rememberedAddress } from '@/features/wallet/kit/remembered-account';
import { networkName } from '@/features/wallet/kit/sui-networks';
import { WalletError, walletErrors } from '@/features/wallet/kit/wallet-errors';

const SIGN_AND_EXECUTE_FEATURES = ['sui:signAndExecuteTransaction', 'sui:signAndExecuteTransactionBlock'];

type Kit = Pick<
  WalletKit,
  | 'stores'
  | 'connectWallet'
  | 'disconnectWallet'
  | 'switchAccount'
  | 'signAndExecuteTransaction'
  | 'signPersonalMessage'
>;

function connectedWallet(kit: Kit): { wallet: UiWallet; account: UiWalletAccount | null } {
  const { wallet, account } = kit.stores.$connection.get();
  if (!wallet) throw new WalletError(walletErrors.notConnected);
  return { wallet, account };
}

function signingAccount(kit: Kit): UiWalletAccount {
  const { account } = connectedWallet(kit);
  if (!account) throw new WalletError(walletErrors.noAccountSelected);
  return account;
}

/**
 * Asks the wallet to connect. Only accounts on the current network count; the account chosen last time is
 * preferred, else the first. Resolves with the selected account.
 */
export async function connectWallet(kit: Kit, wallet: UiWallet): Promise<UiWalletAccount> {
  const network = kit.stores.$currentNetwork.get();
  const remembered = rememberedAddress();
  const { accounts } = await kit.connectWallet({ wallet });
  const onChain = accounts.filter((account) => supportsNetwork(account, network));
  const preferred = onChain.find((account) => account.address === remembered) ?? onChain[0];
  if (!preferred) {
    await kit.disconnectWallet().catch(() => undefined);
    throw new WalletError(`${wallet.name} has no account on ${networkName(network)}.`);
  }
  if (kit.stores.$connection.get().account?.address !== preferred.address) {
    kit.switchAccount({ account: preferred });
  }
  return preferred;
}

/** Disconnects; a wallet-side failure is only logged by the kit and local state is cleared anyway. */
export async function disconnectWallet(kit: Kit): Promise<void> {
  connectedWallet(kit);
  await kit.disconnectWallet();
}

export function switchAccount(kit: Kit, address: string): void {
  const { wallet } = connectedWallet(kit);
  const network = kit.stores.$currentNetwork.get();
  const account = wallet.accounts.find(
    (candidate) => candidate.address === address && supportsNetwork(candidate, network),
  );
  if (!account) throw new WalletError(walletErrors.accountNotConnected(address, wallet.name));
  kit.switchAccount({ account });
}

/** Signs with the wallet, which executes it; resolves once executed with success, else throws. */
export async function signAndExecuteTransaction(
  kit: Kit,
  transaction: Transaction,
): Promise<{ digest: string }> {
  const account = signingAccount(kit);
  if (!account.features.some((feature) => SIGN_AND_EXECUTE_FEATURES.includes(feature))) {
    throw new WalletError(walletErrors.signTransactionUnsupported);
  }
  const result = await kit.signAndExecuteTransaction({ transaction });
  if (result.$kind === 'FailedTransaction') {
    throw new WalletError(result.FailedTransaction.status.error?.message ?? 'Transaction failed');
  }
  if (!result.Transaction.effects) throw new WalletError(walletErrors.effectsUnreadable);
  return { digest: result.Transaction.digest };
}

export async function signPersonalMessage(kit: Kit, message: Uint8Array): Promise<{ signature: string }> {
  signingAccount(kit);
  const { signature } = await kit.signPersonalMessage({ message });
  return { signature };
}
