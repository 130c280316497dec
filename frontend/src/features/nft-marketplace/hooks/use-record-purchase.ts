import { useCallback, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { postNftPurchase } from '@/features/nft-marketplace/api/nft-api';
import type { NftPurchaseInput } from '@/features/nft-marketplace/api/nft-schemas';
import { readServerMessage } from '@/lib/api-client';

const PURCHASE_FAILED = 'Failed to process your NFT purchase. Please contact support.';

// The spec's text first; the server's reason after it, when it sent one, so support has something to go on.
function purchaseFailureText(error: unknown): string {
  const reason = readServerMessage(error)?.trim();
  if (!reason) return PURCHASE_FAILED;
  return `${PURCHASE_FAILED} ${/[.!?]$/.test(reason) ? reason : `${reason}.`}`;
}

/**
 * POST /api/nft/purchase with its success and error toasts; `onRecorded` runs after a success (the page refetches
 * its lists). Used by the Process Purchase form and, after signing, by the Buy button. Resolves true on success.
 */
export function useRecordPurchase(onRecorded: () => void) {
  const [isPending, setIsPending] = useState(false);

  const recordPurchase = useCallback(
    async (input: NftPurchaseInput): Promise<boolean> => {
      setIsPending(true);
      try {
        await postNftPurchase(input);
      } catch (error) {
        toast({
          title: 'Purchase Processing Failed',
          description: purchaseFailureText(error),
          variant: 'destructive',
        });
        return false;
      } finally {
        setIsPending(false);
      }
      toast({
        title: 'NFT Purchase Processed',
        description: 'Your NFT purchase has been verified and processed!',
      });
      onRecorded();
      return true;
    },
    [onRecorded],
  );

  return { recordPurchase, isPending };
}
