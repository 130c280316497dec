import { CreateEventTables1763800000000 } from '@sfl/events';
import { CreateChampionshipsSchema1767000000000 } from './1767000000000-create-championships-schema';

/** Every migration of the championships database, oldest first. */
export const championshipsMigrations = [
  CreateEventTables1763800000000,
  CreateChampionshipsSchema1767000000000,
];
