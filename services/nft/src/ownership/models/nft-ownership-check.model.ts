import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType('NftOwnershipCheck')
export class NftOwnershipCheckModel {
  @Field({ description: "True only when the wallet owns the collection's card right now." })
  isValid: boolean;
}
