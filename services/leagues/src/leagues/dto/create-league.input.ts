import { Field, InputType, Int } from '@nestjs/graphql';
import { LEAGUE_DEFAULT_PARTICIPANTS } from '@sfl/contracts';
import { LeaguesTypes } from '../../graphql-types';

// Optional fields may also come as null: null means the default, as leaving them out does.
@InputType('CreateLeagueInput', { registerIn: LeaguesTypes })
export class CreateLeagueInput {
  @Field({ description: 'Trimmed, 1 to 60 characters.' })
  name: string;

  @Field(() => String, { nullable: true, description: 'At most 500 characters.' })
  description?: string | null;

  @Field(() => Int, { nullable: true, defaultValue: LEAGUE_DEFAULT_PARTICIPANTS, description: '2 to 100.' })
  maxParticipants?: number | null;

  @Field(() => Int, {
    nullable: true,
    defaultValue: 0,
    description: 'Whole SPL each joiner pays; 0 or more.',
  })
  entryFee?: number | null;

  @Field(() => Int, { nullable: true, defaultValue: 0, description: 'Whole SPL the creator puts in.' })
  prizePool?: number | null;

  @Field(() => Int, { nullable: true, defaultValue: 0 })
  firstPrize?: number | null;

  @Field(() => Int, { nullable: true, defaultValue: 0 })
  secondPrize?: number | null;

  @Field(() => Int, { nullable: true, defaultValue: 0 })
  thirdPrize?: number | null;

  @Field(() => String, { nullable: true, description: 'At most 500 characters.' })
  prizeDetails?: string | null;

  @Field(() => Int, { nullable: true, description: 'Default: the next gameweek.' })
  startGameweek?: number | null;

  @Field(() => Int, { nullable: true, description: 'Default: the start gameweek + 3 (within the season).' })
  endGameweek?: number | null;

  @Field(() => Boolean, {
    nullable: true,
    defaultValue: false,
    description: 'Joined with its invite code only, and listed to its members only.',
  })
  isPrivate?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Instead of startGameweek (ISO date or date-time): the first gameweek planned to start on or after it.',
  })
  startDate?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Instead of endGameweek (ISO date or date-time): the last gameweek planned to start on or before it.',
  })
  endDate?: string | null;
}
