import { z } from 'zod';

// A u64 amount of MIST: a whole JSON number or a decimal string (the Mist scalar), read as bigint.
export const mistSchema = z
  .union([z.string().regex(/^\d+$/, { error: 'Expected a whole number of MIST' }), z.number().int().min(0)])
  .transform((value) => BigInt(value));

// Ids are kept as strings whatever JSON type the server uses.
const idSchema = z.union([z.string(), z.number()]).transform(String);

// The footballer on a card, club by name. Null when the product does not know the footballer.
const nftPlayerSchema = z.object({
  name: z.string(),
  club: z.string(),
  position: z.string(),
  rarity: z.string(),
  overall: z.number(),
});

export type NftPlayer = z.output<typeof nftPlayerSchema>;

export const nftListingSchema = z.object({
  id: idSchema,
  tokenId: z.string(),
  playerId: idSchema,
  contractAddress: z.string(),
  price: mistSchema,
  seller: z.string(),
  // Newer than the first listing shape: an older facade may leave it out, which reads as unknown.
  player: nftPlayerSchema.nullable().default(null),
});

export type NftListing = z.output<typeof nftListingSchema>;

export const nftListingsSchema = z.array(nftListingSchema);

export const ownedNftSchema = z.object({
  id: idSchema,
  tradeportTokenId: z.string(),
  purchasePrice: mistSchema,
  verificationStatus: z.string(),
  player: nftPlayerSchema.nullable(),
});

export type OwnedNft = z.output<typeof ownedNftSchema>;

export const ownedNftsSchema = z.array(ownedNftSchema);

export const ownershipCheckSchema = z.object({ isValid: z.boolean() });

/** POST /api/nft/purchase: the price travels as a decimal string so no digit of a u64 is lost. */
export type NftPurchaseInput = {
  tokenId: string;
  contractAddress: string;
  purchasePrice: bigint;
  transactionHash: string;
  userWalletAddress: string;
};
