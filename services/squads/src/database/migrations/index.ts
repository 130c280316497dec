import { CreateEventTables1763800000000 } from '@sfl/events';
import { CreateSquadsSchema1764500000000 } from './1764500000000-create-squads-schema';
import { CreatePointsAndStandings1765000000000 } from './1765000000000-create-points-and-standings';
import { DeadlineAfterFinish1765100000000 } from './1765100000000-deadline-after-finish';
import { SquadVersions1765200000000 } from './1765200000000-squad-versions';
import { ListedCards1766200000000 } from './1766200000000-listed-cards';
import { FixtureLocks1766300000000 } from './1766300000000-fixture-locks';
import { LineupChangeCount1767600000000 } from './1767600000000-lineup-change-count';
import { FootballerOwnership1767700000000 } from './1767700000000-footballer-ownership';
import { FinalAfterEveryMatch1767800000000 } from './1767800000000-final-after-every-match';

/** Every migration of the squads database, oldest first. */
export const squadsMigrations = [
  CreateEventTables1763800000000,
  CreateSquadsSchema1764500000000,
  CreatePointsAndStandings1765000000000,
  DeadlineAfterFinish1765100000000,
  SquadVersions1765200000000,
  ListedCards1766200000000,
  FixtureLocks1766300000000,
  LineupChangeCount1767600000000,
  FootballerOwnership1767700000000,
  FinalAfterEveryMatch1767800000000,
];
