import { CreateEventTables1763800000000 } from '@sfl/events';
import { CreateUserAccount1763700000000 } from './1763700000000-create-user-account';

/** Every migration of the users database, oldest first. */
export const usersMigrations = [CreateUserAccount1763700000000, CreateEventTables1763800000000];
