import { Field, InputType, Int } from '@nestjs/graphql';
import type { ChampionshipLeagueType } from '@sfl/contracts';
import { ChampionshipsTypes } from '../../graphql-types';
import { ChampionshipLeagueTypeEnum } from '../models/championship.enums';

@InputType({ registerIn: ChampionshipsTypes })
export class CreateChampionshipInput {
  @Field({ description: '1 to 60 characters, trimmed.' })
  name: string;

  @Field(() => String, { nullable: true, description: 'At most 500 characters.' })
  description?: string | null;

  @Field(() => ChampionshipLeagueTypeEnum)
  leagueType: ChampionshipLeagueType;

  @Field(() => Int, { description: '2 to 100.' })
  maxParticipants: number;

  @Field(() => Int, { description: 'A scheduled gameweek that has not started.' })
  startGameweek: number;

  @Field(() => Int, { description: 'A scheduled gameweek, not before the start.' })
  endGameweek: number;

  @Field(() => Date, {
    nullable: true,
    description: 'Default: the planned deadline of the gameweek before the start.',
  })
  registrationDeadline?: Date | null;
}
