import type { NftPurchaseInput } from '@/features/nft-marketplace/api/nft-schemas';
import { parseWholeMist } from '@/features/nft-marketplace/utils/nft-display';

export type PurchaseFormValues = {
  tokenId: string;
  contractAddress: string;
  /** As typed; read as whole MIST on submit. */
  purchasePrice: string;
  transactionHash: string;
};

export const emptyPurchaseForm: PurchaseFormValues = {
  tokenId: '',
  contractAddress: '',
  purchasePrice: '',
  transactionHash: '',
};

/** Everything is required and the price must be a nonzero whole number; null when incomplete. */
export function readPurchaseForm(walletAddress: string, values: PurchaseFormValues): NftPurchaseInput | null {
  const purchase: NftPurchaseInput = {
    tokenId: values.tokenId.trim(),
    contractAddress: values.contractAddress.trim(),
    purchasePrice: parseWholeMist(values.purchasePrice),
    transactionHash: values.transactionHash.trim(),
    userWalletAddress: walletAddress.trim(),
  };
  const complete =
    purchase.userWalletAddress &&
    purchase.tokenId &&
    purchase.contractAddress &&
    purchase.transactionHash &&
    purchase.purchasePrice !== 0n;
  return complete ? purchase : null;
}

/** The details of a purchase, back in the form (e.g. paid on chain but not recorded). */
export function toPurchaseForm(purchase: NftPurchaseInput): PurchaseFormValues {
  return {
    tokenId: purchase.tokenId,
    contractAddress: purchase.contractAddress,
    purchasePrice: purchase.purchasePrice.toString(),
    transactionHash: purchase.transactionHash,
  };
}
