import { Field, ID, InputType } from '@nestjs/graphql';
import type { Position } from '@sfl/contracts';
import { PositionEnum } from '../models/football.enums';
import { MatchesTypes } from '../../graphql-types';

// Lengths and formats are checked by the service so every rule answers with the same error kind.
@InputType('FootballerFilter', { registerIn: MatchesTypes })
export class FootballerFilterInput {
  @Field(() => ID, { nullable: true })
  clubId?: string | null;

  @Field(() => PositionEnum, { nullable: true })
  position?: Position | null;

  @Field(() => String, { nullable: true, description: 'Part of the footballer or club name, any case.' })
  search?: string | null;
}
