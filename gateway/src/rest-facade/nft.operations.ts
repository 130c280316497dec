// The GraphQL operations behind the REST facade's NFT calls (product-spec §7), and the one reshaping
// §4 asks for: an owned NFT's player names its club by name.

const LISTING_FIELDS = 'id tokenId playerId contractAddress price seller';
const OWNED_NFT_FIELDS = `id tradeportTokenId: tokenId purchasePrice verificationStatus
  player { name club { name } position rarity overall }`;

export const AVAILABLE_NFTS = `query FacadeAvailableNfts { nftListings { ${LISTING_FIELDS} } }`;
export const NFT_OWNERSHIP = `query FacadeNftOwnership($userId: ID!) { nftsOfUser(userId: $userId) { ${OWNED_NFT_FIELDS} } }`;
export const VERIFY_OWNERSHIP = `mutation FacadeVerifyNftOwnership($input: VerifyNftOwnershipInput!) {
  verifyNftOwnership(input: $input) { isValid } }`;
export const RECORD_PURCHASE = `mutation FacadeRecordNftPurchase($input: RecordNftPurchaseInput!) {
  recordNftPurchase(input: $input) { ${OWNED_NFT_FIELDS} } }`;

export interface OwnedNftData {
  id: string;
  tradeportTokenId: string;
  purchasePrice: string;
  verificationStatus: string;
  player: { name: string; club: { name: string }; position: string; rarity: string; overall: number };
}

/** The owned NFT of §4: `{ id, tradeportTokenId, purchasePrice, verificationStatus, player { name, club, … } }`. */
export function toOwnedNft({ player, ...nft }: OwnedNftData) {
  return { ...nft, player: { ...player, club: player.club.name } };
}
