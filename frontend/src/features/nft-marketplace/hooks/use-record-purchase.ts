import { useCallback } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { postNftPurchase } from '@/features/nft-marketplace/api/nft.rest';
import type { NftPurchaseInput } from '@/features/nft-marketplace/api/nft-schemas';
import { readServerMessage } from '@/lib/api-client';

const PURCHASE_FAILED = 'Failed to process your NFT purchase. Please contact support.';

// The product's text first; the server's reason after it, when it sent one, so support has something to go on.
function purchaseFailureText(error: unknown): string {
  const reason = readServerMessage(error)?.trim();
  if (!reason) return PURCHASE_FAILED;
  return `${PURCHASE_FAILED} ${/[.!?]$/.test(reason) ? reason : `${reason}.`}`;
}

/**
 * POST /api/nft/purchase with its toasts; `onRecorded` runs after a success (the page refetches its lists).
 * Used by the Process Purchase form and, after signing, by the Buy button. Resolves true on success.
 */
export function useRecordPurchase(onRecorded: () => void) {
  const { mutateAsync, isPending } = useMutation({
    mutationFn: postNftPurchase,
    onSuccess: () => {
      toast({
        title: 'NFT Purchase Processed',
        description: 'Your NFT purchase has been verified and processed!',
      });
      onRecorded();
    },
    onError: (error) => {
      toast({
        title: 'Purchase Processing Failed',
        description: purchaseFailureText(error),
        variant: 'destructive',
      });
    },
  });

  const recordPurchase = useCallback(
    (input: NftPurchaseInput): Promise<boolean> =>
      mutateAsync(input).then(
        () => true,
        () => false,
      ),
    [mutateAsync],
  );

  return { recordPurchase, isPending };
}
