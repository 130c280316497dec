import { NotificationDeliveryEntity } from '../notifications/entities/notification-delivery.entity';
import { NotificationEntity } from '../notifications/entities/notification.entity';
import { NotificationPreferenceEntity } from '../preferences/entities/notification-preference.entity';
import { CardEntity } from '../sources/entities/card.entity';
import { ChampionshipEntity } from '../sources/entities/championship.entity';
import { FootballerEntity } from '../sources/entities/footballer.entity';
import { LeagueEntity } from '../sources/entities/league.entity';
import { ManagerEntity } from '../sources/entities/manager.entity';
import { PreRegistrationEntity } from '../sources/entities/pre-registration.entity';

/** Every table of the notifications database that code reads and writes through TypeORM. */
export const notificationsEntities = [
  NotificationEntity,
  NotificationDeliveryEntity,
  NotificationPreferenceEntity,
  ManagerEntity,
  FootballerEntity,
  CardEntity,
  LeagueEntity,
  ChampionshipEntity,
  PreRegistrationEntity,
];
