import { Directive, Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('Club', { description: 'A club of the football world.' })
@Directive('@key(fields: "id")')
export class ClubModel {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field({ description: 'Three letters, e.g. for scoreboards.' })
  shortName: string;
}
