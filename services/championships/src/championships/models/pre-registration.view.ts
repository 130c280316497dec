import type { PreRegistrationEntity } from '../entities/pre-registration.entity';
import type { PreRegistrationModel } from './pre-registration.model';

/** A stored pre-registration as GraphQL shows it. */
export function preRegistrationModelOf(registration: PreRegistrationEntity): PreRegistrationModel {
  return {
    id: registration.id,
    manager: { id: registration.managerId },
    teamName: registration.teamName,
    preferredFormation: registration.preferredFormation,
    notificationPreferences: { email: registration.notifyEmail, push: registration.notifyPush },
    registeredAt: registration.registeredAt,
  };
}
