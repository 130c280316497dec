import { Field, ObjectType } from '@nestjs/graphql';
import { NftTypes } from '../../graphql-types';

@ObjectType('NftOwnershipCheck', { registerIn: NftTypes })
export class NftOwnershipCheckModel {
  @Field({ description: "True only when the wallet owns the collection's card right now." })
  isValid: boolean;
}
