import { MarketplaceView } from '@/features/marketplace';
import { useCurrentUser } from '@/lib/session/current-user-query';

/** /marketplace (public): visitors browse; buying and selling ask them to log in. */
export function MarketplacePage() {
  const { user } = useCurrentUser();
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Player Marketplace</h1>
        <p className="text-muted-foreground">
          Buy players from other managers or new cards from the product, and sell your own, all in SPL.
        </p>
      </div>
      <MarketplaceView currentUserId={user?.id ?? null} />
    </div>
  );
}
