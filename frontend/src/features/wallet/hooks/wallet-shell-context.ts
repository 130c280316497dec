import { createContext, useContext } from 'react';
import type { WalletKit } from '@/features/wallet/kit/create-wallet-kit';
import { walletErrors } from '@/features/wallet/kit/wallet-errors';

export type WalletKitState =
  | { status: 'idle' | 'loading'; kit: null; error: null }
  | { status: 'ready'; kit: WalletKit; error: null }
  | { status: 'failed'; kit: null; error: Error };

export type WalletShell = {
  kitState: WalletKitState;
  /** Loads the dApp kit once (later calls share the same promise). */
  ensureKit(): Promise<WalletKit>;
  modalOpen: boolean;
  setModalOpen(open: boolean): void;
  /** Loads the kit if needed, then opens our connect modal. */
  openConnectModal(): void;
};

export const WalletShellContext = createContext<WalletShell | null>(null);

export function useWalletShell(): WalletShell {
  const shell = useContext(WalletShellContext);
  if (!shell) throw new Error(walletErrors.noProvider);
  return shell;
}
