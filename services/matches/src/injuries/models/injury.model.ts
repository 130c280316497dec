import { Field, ID, ObjectType } from '@nestjs/graphql';
import type { InjurySeverity, InjuryStatus } from '../injury-catalogue';
import { InjurySeverityEnum, InjuryStatusEnum } from './injury.enums';
import { MatchesTypes } from '../../graphql-types';

@ObjectType('Injury', {
  registerIn: MatchesTypes,
  description: 'An injury report of the Injury Center; reports are updated daily in game time.',
})
export class InjuryModel {
  @Field(() => ID)
  id: string;

  @Field({ description: 'What it is, e.g. "Hamstring strain".' })
  injury: string;

  @Field(() => InjurySeverityEnum)
  severity: InjurySeverity;

  @Field(() => InjuryStatusEnum)
  status: InjuryStatus;

  @Field({ description: 'Very High, High, Medium or Low.' })
  impactOnTeam: string;

  @Field()
  lastUpdate: Date;

  // Not fields: the resolvers derive the rest from them.
  footballerId: string;
  clubId: string;
}
