import { Directive, Field, ID, ObjectType } from '@nestjs/graphql';
import { MatchesTypes } from '../../graphql-types';

@ObjectType('Club', { registerIn: MatchesTypes, description: 'A club of the football world.' })
@Directive('@key(fields: "id")')
export class ClubModel {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field({ description: 'Three letters, e.g. for scoreboards.' })
  shortName: string;
}
