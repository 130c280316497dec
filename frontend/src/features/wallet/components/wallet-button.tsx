import { Suspense } from 'react';
import { Wallet } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useWalletState } from '@/features/wallet/hooks/use-wallet-state';
import { lazyNamed } from '@/lib/lazy-named';
import { cn } from '@/lib/utils';

// Only a connected wallet (so a loaded kit) shows the menu: its code waits until then.
const AccountMenu = lazyNamed(() => import('@/features/wallet/components/account-menu'), 'AccountMenu');

/** The header's Connect Wallet button, or the account menu once connected; never loads the kit by itself. */
export function WalletButton({ className }: { className?: string }) {
  const { status, shell } = useWalletState();

  if (status === 'connected') {
    return (
      <Suspense fallback={<Skeleton className={cn('h-8 w-32', className)} />}>
        <AccountMenu className={className} />
      </Suspense>
    );
  }
  return (
    <Button
      size="sm"
      variant="outline"
      className={className}
      aria-busy={shell.kitState.status === 'loading' || status === 'connecting'}
      onClick={shell.openConnectModal}
    >
      <Wallet aria-hidden="true" />
      Connect Wallet
    </Button>
  );
}
