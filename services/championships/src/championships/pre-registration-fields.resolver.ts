import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentUserId } from '@sfl/auth-context';
import { NotificationPreferencesModel, PreRegistrationModel } from './models/pre-registration.model';

/**
 * A pre-registration's notification preferences are the manager's own business: how he wants to
 * be reached. Everyone may see who pre-registered, under which team name and formation (the
 * championship's list); only the manager himself sees his preferences.
 */
@Resolver(() => PreRegistrationModel)
export class PreRegistrationFieldsResolver {
  @ResolveField(() => NotificationPreferencesModel, {
    nullable: true,
    description: "The manager's own choices: null unless the signed-in caller is that manager.",
  })
  notificationPreferences(
    @Parent() registration: PreRegistrationModel,
    @CurrentUserId({ optional: true }) callerId: string | null,
  ): NotificationPreferencesModel | null {
    return callerId !== null && callerId === registration.manager.id
      ? registration.notificationPreferences
      : null;
  }
}
