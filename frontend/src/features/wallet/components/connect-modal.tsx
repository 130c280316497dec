import type { UiWallet } from '@mysten/dapp-kit-core';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import {
  ConnectionStatusView,
  GettingStartedView,
  WalletListView,
  WhatIsAWalletView,
} from '@/features/wallet/components/connect-modal-views';
import { useWalletState } from '@/features/wallet/hooks/use-wallet-state';
import { connectWallet } from '@/features/wallet/kit/wallet-actions';
import { walletErrorMessage } from '@/features/wallet/kit/wallet-errors';
import {
  connectModalReducer,
  initialConnectModalState,
  type ConnectModalState,
} from '@/features/wallet/utils/connect-modal-state';

// Wallets that register a moment after the page (extensions injecting late) are picked up by a second look after 1 s.
export const WALLET_DETECTION_RETRY_MS = 1000;

type ConnectModalProps = { open: boolean; onOpenChange(open: boolean): void };

/** Our connect modal (its views, and only accounts on the product's chain) around the kit's connect action. */
export function ConnectModal({ open, onOpenChange }: ConnectModalProps) {
  const { kit } = useWalletState();
  const [state, dispatch] = useReducer(connectModalReducer<UiWallet>, undefined, initialConnectModalState);
  const attemptRef = useRef(state.attempt);
  useEffect(() => {
    attemptRef.current = state.attempt;
  }, [state.attempt]);

  const changeOpen = useCallback(
    (next: boolean) => {
      if (!next) dispatch({ type: 'reset' }); // closing resets the selection
      onOpenChange(next);
    },
    [onOpenChange],
  );

  const connect = useCallback(
    async (wallet: UiWallet, attempt: number) => {
      if (!kit) return;
      try {
        await connectWallet(kit, wallet);
        toast({ title: 'Wallet Connected', description: `Successfully connected to ${wallet.name}` });
        if (attemptRef.current === attempt) changeOpen(false);
      } catch (error) {
        toast({
          title: 'Connection Failed',
          description: `Failed to connect to ${wallet.name}: ${walletErrorMessage(error)}`,
          variant: 'destructive',
        });
        dispatch({ type: 'connection-failed', attempt });
      }
    },
    [kit, changeOpen],
  );

  const select = (wallet: UiWallet) => {
    dispatch({ type: 'select-wallet', wallet });
    attemptRef.current = state.attempt + 1;
    void connect(wallet, state.attempt + 1);
  };

  const retry = () => {
    if (state.view !== 'connection-status') return;
    dispatch({ type: 'retry' });
    attemptRef.current = state.attempt + 1;
    void connect(state.wallet, state.attempt + 1);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Connect a Wallet</DialogTitle>
          <DialogDescription className="sr-only">
            Choose a Sui wallet installed in this browser to connect it to your account.
          </DialogDescription>
        </DialogHeader>
        <ModalView
          state={state}
          onSelect={select}
          onRetry={retry}
          onBack={() => dispatch({ type: 'back' })}
          onWhatIsAWallet={() => dispatch({ type: 'show-what-is-a-wallet' })}
          onGetStarted={() => dispatch({ type: 'show-getting-started' })}
        />
      </DialogContent>
    </Dialog>
  );
}

type ModalViewProps = {
  state: ConnectModalState<UiWallet>;
  onSelect(wallet: UiWallet): void;
  onRetry(): void;
  onBack(): void;
  onWhatIsAWallet(): void;
  onGetStarted(): void;
};

function ModalView({ state, onSelect, onRetry, onBack, onWhatIsAWallet, onGetStarted }: ModalViewProps) {
  const { wallets } = useWalletState();
  const detectionRetried = useDetectionRetry();

  switch (state.view) {
    case 'what-is-a-wallet':
      return <WhatIsAWalletView onBack={onBack} onGetStarted={onGetStarted} />;
    case 'getting-started':
      return <GettingStartedView onBack={onBack} />;
    case 'connection-status':
      return (
        <ConnectionStatusView wallet={state.wallet} status={state.status} onBack={onBack} onRetry={onRetry} />
      );
    case 'default':
      if (wallets.length === 0 && detectionRetried) return <GettingStartedView />;
      return (
        <WalletListView
          wallets={wallets}
          detecting={wallets.length === 0}
          onSelect={onSelect}
          onWhatIsAWallet={onWhatIsAWallet}
        />
      );
  }
}

/** True once the second look for wallets has happened (the view mounts when the modal opens). */
function useDetectionRetry(): boolean {
  const [retried, setRetried] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setRetried(true), WALLET_DETECTION_RETRY_MS);
    return () => clearTimeout(timer);
  }, []);
  return retried;
}
