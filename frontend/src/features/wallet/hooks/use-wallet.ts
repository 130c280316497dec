import type { Transaction } from '@mysten/sui/transactions';
import { useCallback, useEffect, useMemo } from 'react';
import type { WalletNetwork } from '@/features/wallet/kit/sui-networks';
import * as actions from '@/features/wallet/kit/wallet-actions';
import { useWalletState, type WalletStatus } from '@/features/wallet/hooks/use-wallet-state';

export type WalletApi = {
  status: WalletStatus;
  account: { address: string; label?: string } | null;
  network: WalletNetwork;
  openConnectModal(): void;
  /** Resolves once executed successfully; throws the product's wallet messages (callers show them as error toasts). */
  signAndExecuteTransaction(transaction: Transaction): Promise<{ digest: string }>;
  signPersonalMessage(message: Uint8Array): Promise<{ signature: string }>;
};

/** The browser wallet for pages that need it: using this hook loads the dApp kit (its own chunk). */
export function useWallet(): WalletApi {
  const { shell, status, account, network, suinsName } = useWalletState();
  const { ensureKit, openConnectModal } = shell;

  useEffect(() => {
    // A failed load is kept in the shell's state (the wallet page shows it); nothing to do here.
    ensureKit().catch(() => undefined);
  }, [ensureKit]);

  const signAndExecuteTransaction = useCallback(
    async (transaction: Transaction) => actions.signAndExecuteTransaction(await ensureKit(), transaction),
    [ensureKit],
  );

  const signPersonalMessage = useCallback(
    async (message: Uint8Array) => actions.signPersonalMessage(await ensureKit(), message),
    [ensureKit],
  );

  const address = account?.address ?? null;
  const label = account?.label || suinsName || undefined;
  return useMemo(
    () => ({
      status,
      account: address ? { address, ...(label ? { label } : {}) } : null,
      network,
      openConnectModal,
      signAndExecuteTransaction,
      signPersonalMessage,
    }),
    [status, address, label, network, openConnectModal, signAndExecuteTransaction, signPersonalMessage],
  );
}
