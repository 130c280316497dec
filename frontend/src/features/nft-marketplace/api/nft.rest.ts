import { apiJson, apiRequest } from '@/lib/api-client';
import { ownershipCheckSchema, type NftPurchaseInput } from '@/features/nft-marketplace/api/nft-schemas';

// REST facade paths; the GET paths double as the query keys (the first element of a query key is
// its GET path, so a path names its cache entry).
export const AVAILABLE_NFTS_PATH = '/api/nft/available';

export function ownedNftsPath(userId: string): string {
  return `/api/user/${encodeURIComponent(userId)}/nft-ownership`;
}

export type OwnershipCheckInput = { userAddress: string; tokenId: string; contractAddress: string };

/** POST /api/nft/verify-ownership: whether the address owns the token on chain. */
export async function postVerifyOwnership(input: OwnershipCheckInput): Promise<boolean> {
  const { isValid } = await apiJson('POST', '/api/nft/verify-ownership', ownershipCheckSchema, input);
  return isValid;
}

/** POST /api/nft/purchase: the server checks the transaction on chain and records the NFT as owned. */
export async function postNftPurchase({ purchasePrice, ...input }: NftPurchaseInput): Promise<void> {
  await apiRequest('POST', '/api/nft/purchase', { ...input, purchasePrice: purchasePrice.toString() });
}
