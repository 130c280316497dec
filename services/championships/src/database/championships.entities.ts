import { ChampionshipEntity } from '../championships/entities/championship.entity';
import { PreRegistrationEntity } from '../championships/entities/pre-registration.entity';
import { GameweekEntity } from '../gameweeks/entities/gameweek.entity';
import { SeasonEntity } from '../gameweeks/entities/season.entity';

/** Every table of the championships database that code reads and writes through TypeORM. */
export const championshipsEntities = [
  SeasonEntity,
  GameweekEntity,
  ChampionshipEntity,
  PreRegistrationEntity,
];
