import { useCallback } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { postVerifyOwnership, type OwnershipCheckInput } from '@/features/nft-marketplace/api/nft.rest';

/** Verify Ownership with the Missing Information rule and its toasts. */
export function useVerifyOwnership() {
  const { mutate, isPending } = useMutation({
    mutationFn: postVerifyOwnership,
    onSuccess: (isValid) => {
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
    },
    onError: () => {
      toast({
        title: 'Verification Error',
        description: 'Failed to verify NFT ownership. Please try again.',
        variant: 'destructive',
      });
    },
  });

  const verifyOwnership = useCallback(
    (input: OwnershipCheckInput) => {
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
      mutate(request);
    },
    [mutate],
  );

  return { verifyOwnership, isPending };
}
