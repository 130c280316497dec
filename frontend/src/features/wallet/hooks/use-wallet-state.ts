import type { UiWallet, UiWalletAccount, WalletConnection } from '@mysten/dapp-kit-core';
import { useCallback, useMemo } from 'react';
import { toast } from '@/components/ui/toast';
import { supportsNetwork } from '@/features/wallet/kit/keep-chain-accounts';
import { DEFAULT_WALLET_NETWORK, type WalletNetwork } from '@/features/wallet/kit/sui-networks';
import * as actions from '@/features/wallet/kit/wallet-actions';
import { constantStore, useKitStore } from '@/features/wallet/hooks/use-kit-store';
import { useSuinsName } from '@/features/wallet/hooks/use-suins-name';
import { useWalletShell } from '@/features/wallet/hooks/wallet-shell-context';
import { accountDisplayLabel } from '@/features/wallet/utils/wallet-address';

export type WalletStatus = 'disconnected' | 'connecting' | 'connected';

const disconnectedStore = constantStore<WalletConnection>({
  wallet: null,
  account: null,
  status: 'disconnected',
  supportedIntents: [],
  isConnected: false,
  isConnecting: false,
  isReconnecting: false,
  isDisconnected: true,
});
const defaultNetworkStore = constantStore<WalletNetwork>(DEFAULT_WALLET_NETWORK);
const noWalletsStore = constantStore<UiWallet[]>([]);

/**
 * Everything the header, modal and wallet page read: the kit's stores once it has loaded, a disconnected
 * wallet on the default network before. Never loads the kit by itself.
 */
export function useWalletState() {
  const shell = useWalletShell();
  const kit = shell.kitState.kit;
  const connection = useKitStore(kit?.stores.$connection ?? disconnectedStore);
  const network = useKitStore(kit?.stores.$currentNetwork ?? defaultNetworkStore);
  const wallets = useKitStore(kit?.stores.$wallets ?? noWalletsStore);

  const account: UiWalletAccount | null =
    connection.status === 'connected' && supportsNetwork(connection.account, network)
      ? connection.account
      : null;
  const status: WalletStatus = account
    ? 'connected'
    : connection.status === 'connecting' || connection.status === 'reconnecting'
      ? 'connecting'
      : 'disconnected';
  const suinsName = useSuinsName(kit, network, account?.address ?? null);
  const accounts = useMemo(
    () => connection.wallet?.accounts.filter((candidate) => supportsNetwork(candidate, network)) ?? [],
    [connection.wallet, network],
  );

  const disconnect = useCallback(async () => {
    const loaded = await shell.ensureKit();
    await actions.disconnectWallet(loaded);
    toast({ title: 'Wallet Disconnected' });
  }, [shell]);

  const switchAccount = useCallback(
    async (address: string) => actions.switchAccount(await shell.ensureKit(), address),
    [shell],
  );

  return {
    shell,
    kit,
    status,
    network,
    wallets,
    wallet: account ? connection.wallet : null,
    account,
    accounts,
    suinsName,
    /** The account's label, else its SuiNS name, else its shortened address. */
    label: account ? accountDisplayLabel(account, suinsName) : null,
    disconnect,
    switchAccount,
  };
}
