import { useCallback, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { toast } from '@/components/ui/toast';
import { useLinkedWallets, useWallet } from '@/features/wallet';
import { loadNftCollection } from '@/features/nft-marketplace/api/nft-collection.query';
import type { NftListing, NftPurchaseInput } from '@/features/nft-marketplace/api/nft-schemas';
import { buildPurchaseTransaction } from '@/features/nft-marketplace/utils/build-purchase-transaction';
import { describeError } from '@/lib/api-client';

type UseBuyListingOptions = {
  /** POST /api/nft/purchase with its toasts; resolves true when recorded. */
  recordPurchase: (input: NftPurchaseInput) => Promise<boolean>;
  /** Paid on chain but not recorded: the page offers the details for Process Purchase. */
  onUnrecorded: (input: NftPurchaseInput) => void;
};

function transactionFailed(description: string) {
  toast({ title: 'Transaction Failed', description, variant: 'destructive' });
}

/**
 * Buy: needs a connected wallet linked to the account (linked first when it is not), then the wallet signs
 * and executes `market::buy`, and the digest is recorded through POST /api/nft/purchase.
 */
export function useBuyListing({ recordPurchase, onUnrecorded }: UseBuyListingOptions) {
  const apolloClient = useApolloClient();
  const { status, account, network, openConnectModal, signAndExecuteTransaction } = useWallet();
  const { isLinked, link } = useLinkedWallets();
  const [pendingListingId, setPendingListingId] = useState<string | null>(null);

  const buy = useCallback(
    async (listing: NftListing) => {
      if (status !== 'connected' || !account) {
        toast({ title: 'No Wallet Connected', description: 'Please connect your wallet first' });
        openConnectModal();
        return;
      }
      const buyer = account.address;
      setPendingListingId(listing.id);
      try {
        if (!isLinked(buyer)) {
          try {
            await link();
          } catch (error) {
            toast({ title: 'Wallet Not Linked', description: describeError(error), variant: 'destructive' });
            return;
          }
        }

        let digest: string;
        try {
          const collection = await loadNftCollection(apolloClient);
          if (!collection.packageId || !collection.marketId) {
            transactionFailed('NFT sales are not open on this network yet.');
            return;
          }
          // A transaction built for another network would only fail in the wallet.
          if (collection.network.toLowerCase() !== network) {
            transactionFailed(`Switch to Sui ${collection.network} to buy this NFT.`);
            return;
          }
          const transaction = await buildPurchaseTransaction({
            packageId: collection.packageId,
            marketId: collection.marketId,
            tokenId: listing.tokenId,
            price: listing.price,
          });
          ({ digest } = await signAndExecuteTransaction(transaction));
        } catch (error) {
          transactionFailed(describeError(error));
          return;
        }

        const purchase: NftPurchaseInput = {
          tokenId: listing.tokenId,
          contractAddress: listing.contractAddress,
          purchasePrice: listing.price,
          transactionHash: digest,
          userWalletAddress: buyer,
        };
        if (!(await recordPurchase(purchase))) onUnrecorded(purchase);
      } finally {
        setPendingListingId(null);
      }
    },
    [
      status,
      account,
      network,
      openConnectModal,
      signAndExecuteTransaction,
      isLinked,
      link,
      apolloClient,
      recordPurchase,
      onUnrecorded,
    ],
  );

  return { buy, pendingListingId };
}
