import { Directive, Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { Rarity } from '@sfl/contracts';
import { FootballerModel } from '../../footballers/models/footballer.model';
import { NftTypes } from '../../graphql-types';
import { CardSourceEnum, RarityEnum } from './card.enums';

@ObjectType('PlayerCard', {
  registerIn: NftTypes,
  description: 'A player card a manager owns: an in-game card, or a verified on-chain NFT.',
})
@Directive('@key(fields: "id")')
export class PlayerCardModel {
  @Field(() => ID, { description: "In-game: the card's id; on chain: the OwnedNft id." })
  id: string;

  @Field(() => CardSourceEnum)
  source: 'IN_GAME' | 'ON_CHAIN';

  @Field(() => RarityEnum, { description: "The footballer's tier." })
  rarity: Rarity;

  @Field(() => Int, { nullable: true, description: 'The season it was minted in; null on chain.' })
  season: number | null;

  @Field(() => Int, { nullable: true, description: 'Its number, 1 to supply; null on chain.' })
  serial: number | null;

  @Field(() => Int, {
    nullable: true,
    description: "How many of the footballer's cards of this tier a season mints; null on chain.",
  })
  supply: number | null;

  @Field(() => Int, { description: "Its worth in whole SPL: the tier's list price until it is sold." })
  value: number;

  @Field(() => FootballerModel)
  footballer: FootballerModel;
}
