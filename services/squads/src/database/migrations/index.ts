import { CreateEventTables1763800000000 } from '@sfl/events';

/** Every migration of the squads database, oldest first. */
export const squadsMigrations = [CreateEventTables1763800000000];
