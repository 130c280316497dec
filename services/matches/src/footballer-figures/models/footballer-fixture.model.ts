import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { MatchesTypes } from '../../graphql-types';

@ObjectType('FootballerFixture', {
  registerIn: MatchesTypes,
  description: "A fixture of the footballer's club not kicked off yet.",
})
export class FootballerFixtureModel {
  @Field(() => ID)
  matchId: string;

  @Field(() => Int)
  gameweek: number;

  @Field({ description: 'The scheduled kick-off.' })
  kickoffAt: Date;

  @Field({ description: 'Whether his club plays at home.' })
  home: boolean;

  @Field(() => Int, {
    description: "1 (easiest) to 5 (hardest): the opponent's strength among the clubs, in fifths.",
  })
  difficulty: number;

  // Not a field: the opponent resolver loads the club from it.
  opponentClubId: string;
}
