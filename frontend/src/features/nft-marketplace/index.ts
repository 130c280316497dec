// The NFT marketplace's public API for its page.
export { AVAILABLE_NFTS_PATH, ownedNftsPath } from '@/features/nft-marketplace/api/nft.rest';
export {
  nftListingsSchema,
  ownedNftsSchema,
  type NftPurchaseInput,
} from '@/features/nft-marketplace/api/nft-schemas';
export { NftListingsPanel } from '@/features/nft-marketplace/components/nft-listings-panel';
export { OwnedNftsPanel } from '@/features/nft-marketplace/components/owned-nfts-panel';
export { ProcessPurchaseForm } from '@/features/nft-marketplace/components/process-purchase-form';
export { VerifyOwnershipForm } from '@/features/nft-marketplace/components/verify-ownership-form';
export { WalletAddressCard } from '@/features/nft-marketplace/components/wallet-address-card';
export { useBuyListing } from '@/features/nft-marketplace/hooks/use-buy-listing';
export { useNftQuery } from '@/features/nft-marketplace/hooks/use-nft-query';
export { useRecordPurchase } from '@/features/nft-marketplace/hooks/use-record-purchase';
export {
  emptyPurchaseForm,
  toPurchaseForm,
  type PurchaseFormValues,
} from '@/features/nft-marketplace/utils/purchase-form';
