// The GraphQL operations behind the REST facade's NFT calls, and the one reshaping the REST shape
// needs: a card's player names its club by name, as the page shows it. Listings carry their player
// too (beyond the owned cards' fields), so that a buyer sees who the card is.

const PLAYER_FIELDS = 'player { name club { name } position rarity overall }';
const LISTING_FIELDS = `id tokenId playerId contractAddress price seller ${PLAYER_FIELDS}`;
const OWNED_NFT_FIELDS = `id tradeportTokenId: tokenId purchasePrice verificationStatus ${PLAYER_FIELDS}`;

// The REST lists are not paged: they answer the largest page a list field allows.
const WHOLE_LIST = 'limit: 100';

export const AVAILABLE_NFTS = `query FacadeAvailableNfts { nftListings(${WHOLE_LIST}) { ${LISTING_FIELDS} } }`;
export const NFT_OWNERSHIP = `query FacadeNftOwnership($userId: ID!) {
  nftsOfUser(userId: $userId, ${WHOLE_LIST}) { ${OWNED_NFT_FIELDS} } }`;
export const VERIFY_OWNERSHIP = `mutation FacadeVerifyNftOwnership($input: VerifyNftOwnershipInput!) {
  verifyNftOwnership(input: $input) { isValid } }`;
export const RECORD_PURCHASE = `mutation FacadeRecordNftPurchase($input: RecordNftPurchaseInput!) {
  recordNftPurchase(input: $input) { ${OWNED_NFT_FIELDS} } }`;

interface PlayerData {
  name: string;
  club: { name: string };
  position: string;
  rarity: string;
  overall: number;
}

/** A listing or an owned NFT as GraphQL answers it: its player is null for a footballer nobody knows. */
export interface WithPlayer {
  player: PlayerData | null;
}

/** The REST shape of a card's player: `player { name, club, position, rarity, overall }`, club by name. */
export function withClubName<T extends WithPlayer>({ player, ...card }: T) {
  return { ...card, player: player && { ...player, club: player.club.name } };
}
