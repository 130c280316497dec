import { Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { toast } from '@/components/ui/toast';
import { loadsKitAtStart } from '@/features/wallet/kit/auto-connect-preference';
import type { WalletKit } from '@/features/wallet/kit/create-wallet-kit';
import { loadWalletKit } from '@/features/wallet/kit/load-wallet-kit';
import { walletErrorMessage } from '@/features/wallet/kit/wallet-errors';
import {
  WalletShellContext,
  type WalletKitState,
  type WalletShell,
} from '@/features/wallet/hooks/wallet-shell-context';
import { lazyNamed } from '@/lib/lazy-named';

// The modal arrives with the kit, never in the entry chunk.
const ConnectModal = lazyNamed(() => import('@/features/wallet/components/connect-modal'), 'ConnectModal');

const idle: WalletKitState = { status: 'idle', kit: null, error: null };
const loading: WalletKitState = { status: 'loading', kit: null, error: null };

function withKit(current: WalletKitState, kit: WalletKit): WalletKitState {
  return current.kit === kit ? current : { status: 'ready', kit, error: null };
}

function failedWith(thrown: unknown): Extract<WalletKitState, { status: 'failed' }> {
  const error = thrown instanceof Error ? thrown : new Error(walletErrorMessage(thrown));
  return { status: 'failed', kit: null, error };
}

/**
 * Holds the lazily created dApp kit and the connect modal; cheap until something needs the wallet, unless
 * auto-connect is on (then the kit loads at once to reconnect).
 */
export function WalletShellProvider({ children }: { children: ReactNode }) {
  // With auto-connect on, the kit is on its way from the first render (the header shows it as busy).
  const [kitState, setKitState] = useState<WalletKitState>(() => (loadsKitAtStart() ? loading : idle));
  const [modalOpen, setModalOpen] = useState(false);

  const ensureKit = useCallback(async (): Promise<WalletKit> => {
    setKitState((current) => (current.kit ? current : loading));
    try {
      const kit = await loadWalletKit();
      setKitState((current) => withKit(current, kit));
      return kit;
    } catch (thrown) {
      const failed = failedWith(thrown);
      setKitState(failed);
      throw failed.error;
    }
  }, []);

  useEffect(() => {
    if (!loadsKitAtStart()) return;
    // Still a dynamic import: the kit stays out of the entry chunk, it is only fetched sooner. A failed
    // load is kept in kitState (the wallet page offers a retry; Connect Wallet tries again).
    loadWalletKit().then(
      (kit) => setKitState((current) => withKit(current, kit)),
      (thrown: unknown) => setKitState(failedWith(thrown)),
    );
  }, []);

  const openConnectModal = useCallback(() => {
    ensureKit().then(
      () => setModalOpen(true),
      (error: unknown) =>
        toast({ title: 'Connection Failed', description: walletErrorMessage(error), variant: 'destructive' }),
    );
  }, [ensureKit]);

  const shell = useMemo<WalletShell>(
    () => ({ kitState, ensureKit, modalOpen, setModalOpen, openConnectModal }),
    [kitState, ensureKit, modalOpen, openConnectModal],
  );

  return (
    <WalletShellContext value={shell}>
      {children}
      {kitState.kit && (
        <Suspense fallback={null}>
          <ConnectModal open={modalOpen} onOpenChange={setModalOpen} />
        </Suspense>
      )}
    </WalletShellContext>
  );
}
