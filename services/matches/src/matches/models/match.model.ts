import { Directive, Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { MatchStatus } from '../entities/match.entity';
import { MatchStatusEnum } from './match.enums';
import { MatchesTypes } from '../../graphql-types';

@ObjectType('Match', {
  registerIn: MatchesTypes,
  description: 'A fixture of the season: scheduled, live or finished.',
})
@Directive('@key(fields: "id")')
export class MatchModel {
  @Field(() => ID)
  id: string;

  @Field(() => Int)
  gameweek: number;

  @Field({ description: 'The scheduled kick-off.' })
  kickoffAt: Date;

  @Field(() => MatchStatusEnum)
  status: MatchStatus;

  @Field(() => Int, { description: 'The minute of play: 0 before kick-off, 90+ at full time.' })
  minute: number;

  @Field(() => Int)
  homeScore: number;

  @Field(() => Int)
  awayScore: number;

  @Field(() => Int, {
    description: 'Grows by one with every event of the match; clients drop older updates.',
  })
  version: number;

  // Not fields: the club resolvers load the clubs from them.
  homeClubId: string;
  awayClubId: string;
}
