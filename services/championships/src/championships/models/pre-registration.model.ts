import { Directive, Field, ID, ObjectType } from '@nestjs/graphql';
import { ChampionshipsTypes } from '../../graphql-types';

/** Stub of the users subgraph's entity: the manager's username comes from there. */
@ObjectType('User', { registerIn: ChampionshipsTypes })
@Directive('@key(fields: "id", resolvable: false)')
export class UserReferenceModel {
  @Field(() => ID)
  id: string;
}

@ObjectType('NotificationPreferences', { registerIn: ChampionshipsTypes })
export class NotificationPreferencesModel {
  @Field()
  email: boolean;

  @Field()
  push: boolean;
}

@ObjectType('ChampionshipPreRegistration', {
  registerIn: ChampionshipsTypes,
  description: "A manager's pre-registration: one per manager and championship.",
})
export class PreRegistrationModel {
  @Field(() => ID)
  id: string;

  @Field(() => UserReferenceModel)
  manager: UserReferenceModel;

  @Field()
  teamName: string;

  @Field({ description: 'One of 4-4-2, 4-3-3, 3-5-2, 5-4-1, 4-5-1.' })
  preferredFormation: string;

  // Resolved by PreRegistrationFieldsResolver: only the manager concerned sees it.
  notificationPreferences: NotificationPreferencesModel;

  @Field(() => Date, { description: 'When the manager first pre-registered.' })
  registeredAt: Date;
}

@ObjectType('PreRegistrationResult', { registerIn: ChampionshipsTypes })
export class PreRegistrationResultModel {
  @Field(() => PreRegistrationModel)
  preRegistration: PreRegistrationModel;

  @Field({ description: 'true when it changed an earlier pre-registration of the same manager.' })
  updated: boolean;
}
