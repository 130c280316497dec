import { Directive, Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { ChampionshipLeagueType, ChampionshipStatus } from '@sfl/contracts';
import { ChampionshipsTypes } from '../../graphql-types';
import { ChampionshipLeagueTypeEnum, ChampionshipStatusEnum } from './championship.enums';

@ObjectType('Championship', {
  registerIn: ChampionshipsTypes,
  description: 'A competition over a run of gameweeks; once active it runs as a league with the same id.',
})
@Directive('@key(fields: "id")')
export class ChampionshipModel {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field()
  description: string;

  @Field(() => ChampionshipLeagueTypeEnum)
  leagueType: ChampionshipLeagueType;

  @Field(() => ChampionshipStatusEnum)
  status: ChampionshipStatus;

  @Field(() => Int)
  maxParticipants: number;

  @Field(() => Date, { description: 'The planned deadline of its first gameweek.' })
  startDate: Date;

  @Field(() => Date, { nullable: true, description: 'Pre-registration closes then, if not before.' })
  registrationDeadline: Date | null;

  @Field(() => Int)
  startGameweek: number;

  @Field(() => Int)
  endGameweek: number;
}
