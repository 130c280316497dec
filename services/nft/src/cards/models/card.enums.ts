import { registerEnumType } from '@nestjs/graphql';
import { cardSources, RARITIES } from '@sfl/contracts';
import { NftTypes } from '../../graphql-types';

function graphqlEnum<T extends string>(values: readonly T[], name: string, description: string) {
  const enumObject = Object.fromEntries(values.map((value) => [value, value])) as { [K in T]: K };
  registerEnumType(enumObject, { name, description, registerIn: NftTypes });
  return enumObject;
}

export const RarityEnum = graphqlEnum(
  RARITIES,
  'Rarity',
  'Rarity tiers, from the rarest down; DEFAULT is the common tier.',
);
export const CardSourceEnum = graphqlEnum(
  cardSources,
  'CardSource',
  'IN_GAME: minted by the game with a serial; ON_CHAIN: a verified NFT the wallet still holds.',
);
