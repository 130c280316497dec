import { Field, InputType } from '@nestjs/graphql';
import { DEFAULT_PRE_REGISTRATION_FORMATION } from '@sfl/contracts';
import { ChampionshipsTypes } from '../../graphql-types';

@InputType({ registerIn: ChampionshipsTypes })
export class NotificationPreferencesInput {
  @Field({ defaultValue: true })
  email: boolean;

  @Field({ defaultValue: false })
  push: boolean;
}

@InputType({ registerIn: ChampionshipsTypes })
export class PreRegistrationInput {
  @Field(() => String, {
    nullable: true,
    defaultValue: '',
    description: 'Optional; at most 40 characters, trimmed.',
  })
  teamName?: string | null;

  @Field(() => String, {
    nullable: true,
    defaultValue: DEFAULT_PRE_REGISTRATION_FORMATION,
    description: 'One of 4-4-2, 4-3-3, 3-5-2, 5-4-1, 4-5-1.',
  })
  preferredFormation?: string | null;

  @Field(() => NotificationPreferencesInput, { nullable: true })
  notificationPreferences?: NotificationPreferencesInput | null;
}
