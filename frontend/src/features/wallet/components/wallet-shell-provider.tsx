import { Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { toast } from '@/components/ui/toast';
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

/** Holds the lazily created dApp kit and the connect modal; cheap until something needs the wallet. */
export function WalletShellProvider({ children }: { children: ReactNode }) {
  const [kitState, setKitState] = useState<WalletKitState>(idle);
  const [modalOpen, setModalOpen] = useState(false);

  const ensureKit = useCallback(async (): Promise<WalletKit> => {
    setKitState((current) => (current.kit ? current : { status: 'loading', kit: null, error: null }));
    try {
      const kit = await loadWalletKit();
      setKitState((current) => (current.kit === kit ? current : { status: 'ready', kit, error: null }));
      return kit;
    } catch (thrown) {
      const error = thrown instanceof Error ? thrown : new Error(walletErrorMessage(thrown));
      setKitState({ status: 'failed', kit: null, error });
      throw error;
    }
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
