import { useCallback, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { postVerifyOwnership, type OwnershipCheckInput } from '@/features/nft-marketplace/api/nft-api';

/** Verify Ownership with the Missing Information rule and its success and error toasts. */
export function useVerifyOwnership() {
  const [isPending, setIsPending] = useState(false);

  const verifyOwnership = useCallback(async (input: OwnershipCheckInput) => {
    const request = {
      userAddress: input.userAddress.trim(),
      tokenId: input.tokenId.trim(),
      contractAddress: input.contractAddress.trim(),
    };
    if (!request.userAddress || !request.tokenId || !request.contractAddress) {
      toast({
        title: 'Missing Information',
        description: 'Please provide wallet address, token ID, and contract address.',
        variant: 'destructive',
      });
      return;
    }
    setIsPending(true);
    try {
      const isValid = await postVerifyOwnership(request);
      if (isValid) {
        toast({
          title: 'Ownership Verified',
          description: 'Your NFT ownership has been verified successfully!',
        });
      } else {
        toast({
          title: 'Verification Failed',
          description: 'Could not verify ownership of this NFT.',
          variant: 'destructive',
        });
      }
    } catch {
      toast({
        title: 'Verification Error',
        description: 'Failed to verify NFT ownership. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setIsPending(false);
    }
  }, []);

  return { verifyOwnership, isPending };
}
