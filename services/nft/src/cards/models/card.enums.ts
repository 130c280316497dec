import { cardSources, RARITIES } from '@sfl/contracts';
import { graphqlEnum } from '@sfl/subgraph';
import { NftTypes } from '../../graphql-types';

export const RarityEnum = graphqlEnum(RARITIES, {
  name: 'Rarity',
  description: 'Rarity tiers, from the rarest down; DEFAULT is the common tier.',
  registerIn: NftTypes,
});
export const CardSourceEnum = graphqlEnum(cardSources, {
  name: 'CardSource',
  description: 'IN_GAME: minted by the game with a serial; ON_CHAIN: a verified NFT the wallet still holds.',
  registerIn: NftTypes,
});
