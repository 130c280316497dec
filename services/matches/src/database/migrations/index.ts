import { CreateEventTables1763800000000 } from '@sfl/events';
import { CreateMatchesSchema1764000000000 } from './1764000000000-create-matches-schema';
import { RecordFootballersRegistered1764100000000 } from './1764100000000-record-footballers-registered';
import { NumberSeasons1764200000000 } from './1764200000000-number-seasons';
import { RecordSeasonStarted1764200000001 } from './1764200000001-record-season-started';
import { RecordGameweeksScheduled1764300000000 } from './1764300000000-record-gameweeks-scheduled';
import { CreateClockControl1764400000000 } from './1764400000000-create-clock-control';
import { RecordFixturesScheduled1766300000000 } from './1766300000000-record-fixtures-scheduled';
import { FootballerPerformanceByFootballer1767700000000 } from './1767700000000-footballer-performance-by-footballer';
import { RecordFootballerForms1767800000000 } from './1767800000000-record-footballer-forms';
import { CreateGameweekLockReminder1768100000000 } from './1768100000000-create-gameweek-lock-reminder';

/** Every migration of the matches database, oldest first. */
export const matchesMigrations = [
  CreateEventTables1763800000000,
  CreateMatchesSchema1764000000000,
  RecordFootballersRegistered1764100000000,
  NumberSeasons1764200000000,
  RecordSeasonStarted1764200000001,
  RecordGameweeksScheduled1764300000000,
  CreateClockControl1764400000000,
  RecordFixturesScheduled1766300000000,
  FootballerPerformanceByFootballer1767700000000,
  RecordFootballerForms1767800000000,
  CreateGameweekLockReminder1768100000000,
];
