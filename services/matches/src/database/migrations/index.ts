import { CreateEventTables1763800000000 } from '@sfl/events';
import { CreateMatchesSchema1764000000000 } from './1764000000000-create-matches-schema';

/** Every migration of the matches database, oldest first. */
export const matchesMigrations = [CreateEventTables1763800000000, CreateMatchesSchema1764000000000];
