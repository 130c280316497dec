import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useWallet } from '@/features/wallet';
import {
  AVAILABLE_NFTS_PATH,
  ownedNftsPath,
  nftListingsSchema,
  ownedNftsSchema,
  type NftPurchaseInput,
  NftListingsPanel,
  OwnedNftsPanel,
  ProcessPurchaseForm,
  VerifyOwnershipForm,
  WalletAddressCard,
  useBuyListing,
  useNftQuery,
  useRecordPurchase,
  emptyPurchaseForm,
  toPurchaseForm,
  type PurchaseFormValues,
} from '@/features/nft-marketplace';
import { useCurrentUser } from '@/lib/session/current-user-query';

/** /nft-marketplace (signed-in): listings and Buy, ownership verification, purchase processing, owned NFTs. */
export function NftMarketplacePage() {
  const { user } = useCurrentUser();
  const { account } = useWallet();
  const queryClient = useQueryClient();
  const ownedPath = user ? ownedNftsPath(user.id) : null;
  const listings = useNftQuery(AVAILABLE_NFTS_PATH, nftListingsSchema);
  const owned = useNftQuery(ownedPath, ownedNftsSchema);

  const walletAddress = useWalletAddressField(account?.address ?? null);
  const [selectedListingId, setSelectedListingId] = useState<string | null>(null);
  const [purchaseForm, setPurchaseForm] = useState<PurchaseFormValues>(emptyPurchaseForm);

  // A recorded purchase refetches the owned and available lists.
  const refetchLists = useCallback(() => {
    if (ownedPath) void queryClient.invalidateQueries({ queryKey: [ownedPath] });
    void queryClient.invalidateQueries({ queryKey: [AVAILABLE_NFTS_PATH] });
  }, [queryClient, ownedPath]);
  const formPurchase = useRecordPurchase(refetchLists);
  const buyPurchase = useRecordPurchase(refetchLists);
  // Paid on chain but not recorded: the details wait in Process Purchase for another try.
  const offerForProcessing = useCallback((purchase: NftPurchaseInput) => {
    setPurchaseForm(toPurchaseForm(purchase));
  }, []);
  const { buy, pendingListingId } = useBuyListing({
    recordPurchase: buyPurchase.recordPurchase,
    onUnrecorded: offerForProcessing,
  });

  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">NFT Marketplace</h1>
        <p className="text-muted-foreground">
          Buy player NFTs on Sui, verify the ones you hold, and use verified players in your team.
        </p>
      </header>
      <WalletAddressCard
        value={walletAddress.value}
        onChange={walletAddress.setValue}
        connected={account !== null}
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <NftListingsPanel
          listings={listings.data}
          failed={listings.isError}
          onRetry={() => void listings.refetch()}
          selectedListingId={selectedListingId}
          onSelect={setSelectedListingId}
          pendingListingId={pendingListingId}
          onBuy={(listing) => void buy(listing)}
        />
        <div className="grid gap-6">
          <VerifyOwnershipForm walletAddress={walletAddress.value} />
          <ProcessPurchaseForm
            walletAddress={walletAddress.value}
            values={purchaseForm}
            onChange={setPurchaseForm}
            isPending={formPurchase.isPending}
            onProcess={formPurchase.recordPurchase}
          />
        </div>
      </div>
      <OwnedNftsPanel nfts={owned.data} failed={owned.isError} onRetry={() => void owned.refetch()} />
    </div>
  );
}

/** Editable, and refilled whenever a (different) wallet account connects; a disconnect keeps what is there. */
function useWalletAddressField(connectedAddress: string | null) {
  const [value, setValue] = useState(connectedAddress ?? '');
  const [filledFrom, setFilledFrom] = useState(connectedAddress);
  // Adjusting state while rendering (React's documented pattern) avoids a second render pass from an effect.
  if (connectedAddress !== filledFrom) {
    setFilledFrom(connectedAddress);
    if (connectedAddress) setValue(connectedAddress);
  }
  return { value, setValue };
}
